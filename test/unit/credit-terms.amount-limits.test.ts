import { expect } from 'chai';
import { creditDefaults, creditRange } from '../../src/features/credits/lib/credit-terms';
import type { Credit } from '../../src/features/credits/types';

const limits = (minAmount: number | null, maxAmount: number | null) => ({ minAmount, maxAmount });

describe("credit calculator: the credit's own amount limits", () => {
  it('offers the sums the credit is lent for, with a step an order of magnitude below the minimum', () => {
    expect(creditRange(limits(null, 50_000_000))).to.deep.equal({
      min: 1_000_000,
      max: 50_000_000,
      step: 100_000,
    });
    expect(creditRange(limits(5_000_000, 800_000_000))).to.deep.equal({
      min: 5_000_000,
      max: 800_000_000,
      step: 100_000,
    });
  });

  it('falls back to the retail range of 1 million to 1 billion sum without limits', () => {
    expect(creditRange(limits(null, null))).to.deep.equal({
      min: 1_000_000,
      max: 1_000_000_000,
      step: 100_000,
    });
  });

  it('does not follow a maximum that is not above the minimum (an editor slip)', () => {
    expect(creditRange(limits(20_000_000, 20_000_000))).to.deep.equal({
      min: 20_000_000,
      max: 1_000_000_000,
      step: 1_000_000,
    });
    expect(creditRange(limits(300_000_000, 100_000_000))).to.deep.equal({
      min: 300_000_000,
      max: 3_000_000_000,
      step: 10_000_000,
    });
  });

  it('starts at 10 million sum, or at the nearest limit when that is outside them', () => {
    const credit = (minAmount: number | null, maxAmount: number | null): Credit => ({
      id: 1,
      slug: 'mikroqarz',
      locale: 'ru',
      name: 'Микрозайм',
      image: null,
      rates: [{ percent: 25, months: 12 }],
      headlineRate: 25,
      termMonths: 12,
      contract: null,
      infoList: null,
      paymentSchemes: [],
      minAmount,
      maxAmount,
      faq: [],
      advantages: [],
      translations: {},
    });
    expect(creditDefaults(credit(null, 50_000_000))?.amount).to.equal(10_000_000);
    expect(creditDefaults(credit(null, 5_000_000))?.amount).to.equal(5_000_000);
    expect(creditDefaults(credit(20_000_000, null))?.amount).to.equal(20_000_000);
  });
});
