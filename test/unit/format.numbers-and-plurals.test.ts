import { expect } from 'chai';
import { formatNumber, parseAmount } from '../../src/lib/format/number';
import { formatMoney } from '../../src/lib/format/money';
import { formatPercent } from '../../src/lib/format/percent';
import { formatTerm } from '../../src/lib/format/term';
import { createI18n } from '../../src/app/i18n';
import { loadResources } from '../../server/i18n';
import type { Lang } from '../../src/lib/lang';

const NBSP = '\u00a0';
const resources = loadResources();
const YEARS = [1, 2, 5, 11, 21, 22, 25];

function yearsIn(lang: Lang): string[] {
  const t = createI18n(lang, resources).getFixedT(lang);
  return YEARS.map((years) => formatTerm(t, years * 12));
}

describe('number formatting', () => {
  it('reads "1 000 000" as 1000000 and writes it back with the no-break space Intl uses', () => {
    const parsed = parseAmount('1 000 000', 'ru');
    expect(parsed).to.equal(1_000_000);
    expect(formatNumber(parsed!, 'ru')).to.equal(`1${NBSP}000${NBSP}000`);
  });

  it('writes sums with the translated word and dollars with $, with fixed decimals when asked', () => {
    expect(formatMoney(945_595.97, 'UZS', 'сум', 'ru', { fractionDigits: 2 })).to.equal(
      `945${NBSP}595,97 сум`,
    );
    expect(formatMoney(1_000, 'USD', 'soʻm', 'uz')).to.equal(`$1${NBSP}000`);
  });
});

describe('formatPercent(value, lang): per cent as each language writes it', () => {
  it('writes 10% and 4.5% in English', () => {
    expect([formatPercent(10, 'en'), formatPercent(4.5, 'en')]).to.deep.equal(['10%', '4.5%']);
  });

  it('writes 10% and 4,5% in Uzbek', () => {
    expect([formatPercent(10, 'uz'), formatPercent(4.5, 'uz')]).to.deep.equal(['10%', '4,5%']);
  });

  it('writes 10 % and 4,5 % in Russian, with a no-break space', () => {
    expect([formatPercent(10, 'ru'), formatPercent(4.5, 'ru')]).to.deep.equal([
      `10${NBSP}%`,
      `4,5${NBSP}%`,
    ]);
  });

  it('keeps up to two decimals of a per cent', () => {
    expect(formatPercent(19.99, 'en')).to.equal('19.99%');
  });
});

describe('formatTerm(t, months): credit terms in years', () => {
  it('uses год, года and лет in Russian', () => {
    expect(yearsIn('ru')).to.deep.equal([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
      '22 года',
      '25 лет',
    ]);
  });

  it('uses yil for every count in Uzbek', () => {
    expect(yearsIn('uz')).to.deep.equal(YEARS.map((n) => `${n} yil`));
  });

  it('uses year and years in English', () => {
    expect(yearsIn('en')).to.deep.equal([
      '1 year',
      '2 years',
      '5 years',
      '11 years',
      '21 years',
      '22 years',
      '25 years',
    ]);
  });

  it('keeps terms that are not whole years in months', () => {
    const t = createI18n('ru', resources).getFixedT('ru');
    expect(formatTerm(t, 18)).to.equal('18 месяцев');
  });
});
