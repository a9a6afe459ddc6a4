import { expect } from 'chai';
import { calculateDeposit } from '../../src/features/deposits/lib/deposit-income';
import { depositDefaults, depositRange } from '../../src/features/deposits/lib/deposit-terms';
import type { Deposit } from '../../src/features/deposits/types';

const BASE = { amount: 10_000_000, annualRate: 20, months: 12, monthlyTopUp: 0, topUpMonths: 11 };

function deposit(overrides: Partial<Deposit>): Deposit {
  return {
    id: 1,
    slug: 'test',
    locale: 'ru',
    name: 'Test',
    image: null,
    currency: 'UZS',
    minAmount: 1_000_000,
    rates: [
      { months: 6, percent: 18 },
      { months: 12, percent: 20 },
    ],
    headlineRate: 20,
    termMonths: 12,
    popularity: 1,
    contract: null,
    infoList: null,
    faq: [],
    advantages: [],
    translations: {},
    capitalisation: 'end',
    topUps: null,
    ...overrides,
  };
}

describe('calculateDeposit(input)', () => {
  it('earns 2 000 000 on 10 000 000 at 20% for 12 months without capitalisation', () => {
    const result = calculateDeposit({ ...BASE, capitalisation: 'end' });
    expect(result.income).to.equal(2_000_000);
    expect(result.endSum).to.equal(12_000_000);
    expect(result.months.map((m) => m.income).slice(0, 3)).to.deep.equal([
      166_666.67, 333_333.33, 500_000,
    ]);
    expect(result.months.at(-1)!.income).to.equal(2_000_000);
  });

  it('earns 2 193 910.85 with monthly capitalisation', () => {
    const result = calculateDeposit({ ...BASE, capitalisation: 'monthly' });
    expect(result.income).to.equal(2_193_910.85);
    expect(result.endSum).to.equal(12_193_910.85);
    expect(result.months.at(-1)!.total).to.equal(12_193_910.85);
  });

  it('adds a monthly top-up at the end of each month but the last, and counts it as paid in, not income', () => {
    const result = calculateDeposit({ ...BASE, monthlyTopUp: 100_000, capitalisation: 'end' });
    expect(result.contributed).to.equal(11_100_000);
    expect(result.months.at(-1)!.topUp).to.equal(0);
    expect(result.income).to.equal(2_110_000);
  });

  it('earns nothing at a zero rate', () => {
    const result = calculateDeposit({ ...BASE, annualRate: 0, capitalisation: 'monthly' });
    expect(result.income).to.equal(0);
    expect(result.endSum).to.equal(10_000_000);
  });

  it('gives the same for both modes over one month', () => {
    const simple = calculateDeposit({ ...BASE, months: 1, capitalisation: 'end' });
    const compound = calculateDeposit({ ...BASE, months: 1, capitalisation: 'monthly' });
    expect(simple.income).to.equal(166_666.67);
    expect(compound.income).to.equal(simple.income);
    expect(simple.months).to.have.length(1);
  });
});

describe('deposit terms', () => {
  it('starts at ten times the minimum, on the headline term, and keeps the amount within the product minimum', () => {
    expect(depositDefaults(deposit({}))).to.deep.equal({ amount: 10_000_000, months: 12 });
    expect(depositRange(deposit({ minAmount: 100, currency: 'USD' }))).to.deep.equal({
      min: 100,
      max: 20_000,
      step: 10,
    });
  });
});
