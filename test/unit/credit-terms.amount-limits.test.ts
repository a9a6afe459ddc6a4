import { expect } from 'chai';
import { creditDefaults, creditRange } from '../../src/features/credits/lib/credit-terms';
import type { Credit } from '../../src/features/credits/types';

const limits = (minAmount: number | null, maxAmount: number | null) => ({ minAmount, maxAmount });

describe("credit calculator: the credit's own amount limits", () => {
  /** [why, CMS min_amount, CMS max_amount, the range offered: min, max, slider step]. */
  const CASES = [
    ['the microloan: up to 50 million', null, 50_000_000, 1_000_000, 50_000_000, 100_000],
    ['a mortgage of 5 to 800 million', 5_000_000, 800_000_000, 5_000_000, 800_000_000, 100_000],
    ['no limits: the retail range', null, null, 1_000_000, 1_000_000_000, 100_000],
    [
      'a maximum equal to the minimum (a slip)',
      20_000_000,
      20_000_000,
      20_000_000,
      1_000_000_000,
      1_000_000,
    ],
    [
      'a maximum below the minimum (a slip)',
      300_000_000,
      100_000_000,
      300_000_000,
      3_000_000_000,
      10_000_000,
    ],
  ] as const;

  for (const [why, minAmount, maxAmount, min, max, step] of CASES) {
    it(`offers ${min} to ${max} sum in steps of ${step} for ${why}`, () => {
      expect(creditRange(limits(minAmount, maxAmount))).to.deep.equal({ min, max, step });
    });
  }

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
