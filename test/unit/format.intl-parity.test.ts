import { expect } from 'chai';
import { formatDecimal, type DecimalOptions } from '../../src/lib/format/decimal';
import type { Lang } from '../../src/lib/lang';
import { formatDate } from '../../src/lib/format/date';
import { tashkentMinuteOfWeek } from '../../src/features/branches/lib/opening-status';

/**
 * The number, date and Tashkent-clock writers copy Intl's output so that a browser does not load
 * ICU's data during hydration; these tests hold each copy to Intl itself (Node's full ICU) over
 * every style the site uses.
 */

/** The styles formatNumber and formatPercent write with, in each language (issue 33). */
const OPTIONS: DecimalOptions[] = [
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 2, useGrouping: false },
];
const STYLES: [Lang, DecimalOptions][] = (['en', 'ru', 'uz'] as const).flatMap((lang) =>
  OPTIONS.map((options): [Lang, DecimalOptions] => [lang, options]),
);

const EDGES = [
  0,
  -0,
  1,
  -1,
  999,
  1000,
  -1000.5,
  12345.678,
  1.005,
  2.675,
  1.045,
  8.345,
  0.004,
  0.005,
  -0.001,
  0.125,
  0.135,
  1.115,
  999.995,
  999999.999,
  1e-7,
  5e-324,
  1e21,
  1.5e22,
  2 ** 53 + 2,
  123456789012.125,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

/** A fixed pseudo-random series (same values on every run): amounts, rates, cents and halves. */
function* sample(count: number): Generator<number> {
  let seed = 20261126;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 14 - 3);
    const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
    yield [value, Math.round(value * 100) / 100, Math.round(value * 1000) / 1000 + 0.005][i % 3]!;
  }
}

describe('Intl parity: numbers written without Intl', () => {
  for (const [locale, options] of STYLES) {
    it(`writes ${locale} ${JSON.stringify(options)} as Intl.NumberFormat does`, () => {
      const intl = new Intl.NumberFormat(locale, options);
      const differing = [...EDGES, ...sample(20_000)]
        .filter((value) => formatDecimal(value, locale, options) !== intl.format(value))
        .slice(0, 5)
        .map(
          (value) => `${value}: ${formatDecimal(value, locale, options)} ≠ ${intl.format(value)}`,
        );
      expect(differing).to.deep.equal([]);
    });
  }
});

describe('Intl parity: long dates written without Intl', () => {
  for (const [lang, locale] of [
    ['en', 'en-GB'],
    ['ru', 'ru-RU'],
  ] as const) {
    it(`writes every day of 1999-2031 in ${lang} as Intl's ${locale} long date`, () => {
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const differing: string[] = [];
      for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        if (formatDate(iso, lang) !== intl.format(day)) differing.push(iso);
      }
      expect(differing.slice(0, 5)).to.deep.equal([]);
    });
  }
});

describe('Intl parity: the Tashkent clock without time zone data', () => {
  it("gives the minute of the week Intl's Asia/Tashkent gives, 2000-2040", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tashkent',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const differing: string[] = [];
    // Every 997 minutes: a prime step, so instants land on every hour and weekday.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2041, 0, 1); at += 997 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      const minute =
        WEEK.indexOf(parts.weekday!) * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
      if (tashkentMinuteOfWeek(new Date(at)) !== minute) differing.push(new Date(at).toISOString());
    }
    expect(differing.slice(0, 5)).to.deep.equal([]);
  });

  it('puts Monday 04:59 UTC at 09:59 on Monday in Tashkent', () => {
    expect(tashkentMinuteOfWeek(new Date('2026-11-23T04:59:00Z'))).to.equal(9 * 60 + 59);
  });
});
