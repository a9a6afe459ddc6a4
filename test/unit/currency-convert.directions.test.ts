import { expect } from 'chai';
import { convert, converterRates } from '../../src/features/currency/lib/convert';
import type { CurrencyRate } from '../../src/features/currency/types';

const USD = { code: 'USD', buy: 12_000, sell: 12_110 };

describe('convert(amount, direction, rate)', () => {
  it('sells dollars to a visitor who pays sums at the bank sale rate', () => {
    expect(convert(1_211_000, 'buy', USD)).to.deep.equal({
      result: 100,
      rate: 12_110,
      from: 'UZS',
      to: 'USD',
    });
  });

  it('buys dollars from a visitor at the bank purchase rate', () => {
    expect(convert(100, 'sell', USD)).to.deep.equal({
      result: 1_200_000,
      rate: 12_000,
      from: 'USD',
      to: 'UZS',
    });
  });

  it('never promises more than the money given buys: rounded down to the cent or tiyin', () => {
    // 1 000 000 / 12 110 = 82.5764…: the bank pays 82.57 dollars, not 82.58.
    expect(convert(1_000_000, 'buy', USD).result).to.equal(82.57);
    // 1 000 000 / 14 100 = 70.9219…
    expect(convert(1_000_000, 'buy', { code: 'EUR', buy: 13_850, sell: 14_100 }).result).to.equal(
      70.92,
    );
    // 0.29 × 12 000 = 3 480 exactly, though 0.29 × 12 000 × 100 is 347 999.99… in floating point.
    expect(convert(0.29, 'sell', USD).result).to.equal(3_480);
    // 10.55 × 13 980.4 = 147 493.22 exactly.
    expect(convert(10.55, 'sell', { code: 'EUR', buy: 13_980.4, sell: 14_100 }).result).to.equal(
      147_493.22,
    );
    // 7 × 22.77 = 159.39.
    expect(convert(7, 'sell', { code: 'KZT', buy: 22.77, sell: 23.5 }).result).to.equal(159.39);
  });

  it('quotes one row per currency, preferring the head office', () => {
    const row = (code: string, branch: string | null): CurrencyRate => ({
      code,
      name: code,
      branch,
      cbRate: 1,
      buy: 1,
      sell: 1,
      date: '',
    });
    const picked = converterRates([
      row('USD', 'Samarkand'),
      row('USD', null),
      row('EUR', 'Samarkand'),
    ]);
    expect(picked.map((r) => [r.code, r.branch])).to.deep.equal([
      ['USD', null],
      ['EUR', 'Samarkand'],
    ]);
  });
});
