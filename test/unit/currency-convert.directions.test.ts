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
