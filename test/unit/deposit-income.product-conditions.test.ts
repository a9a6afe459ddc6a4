import { expect } from 'chai';
import { calculateDeposit } from '../../src/features/deposits/lib/deposit-income';
import { topUpMonths, topUpProblem } from '../../src/features/deposits/lib/deposit-terms';
import type { TopUps } from '../../src/features/deposits/types';

/**
 * Every literal below is worked out by hand with the rule of money-math.ts: a month's interest is
 * balance · rate / 12, kept exact until it is posted, and posted rounded half-up to 0.01.
 */
describe('calculateDeposit under the product’s conditions (issue 33)', () => {
  describe('Mustahkam kelajak: 50 000 000 sum, 24 months at 23%, interest added quarterly', () => {
    /*
     * A quarter's interest is three months at 23 / 12 %, i.e. 5.75% of the balance:
     *   Q1 50 000 000.00 × 0.0575 = 2 875 000.00       -> 52 875 000.00
     *   Q2 52 875 000.00 × 0.0575 = 3 040 312.50       -> 55 915 312.50
     *   Q3 55 915 312.50 × 0.0575 = 3 215 130.46875    -> 3 215 130.47 -> 59 130 442.97
     *   Q4 59 130 442.97 × 0.0575 = 3 400 000.470775   -> 3 400 000.47 -> 62 530 443.44
     *   Q5 62 530 443.44 × 0.0575 = 3 595 500.4978     -> 3 595 500.50 -> 66 125 943.94
     *   Q6 66 125 943.94 × 0.0575 = 3 802 241.77655    -> 3 802 241.78 -> 69 928 185.72
     *   Q7 69 928 185.72 × 0.0575 = 4 020 870.6789     -> 4 020 870.68 -> 73 949 056.40
     *   Q8 73 949 056.40 × 0.0575 = 4 252 070.743      -> 4 252 070.74 -> 78 201 127.14
     * Income 28 201 127.14. The audit's 28 201 127.13 is 50 000 000 × (1.0575^8 − 1) =
     * 28 201 127.1347 rounded once; the bank posts whole tiyin every quarter, one tiyin more.
     * Monthly capitalisation (the old calculator) gives 28 859 690.45: 658 563.31 too much.
     */
    const input = {
      amount: 50_000_000,
      annualRate: 23,
      months: 24,
      monthlyTopUp: 0,
      topUpMonths: 23,
    };

    it('earns 28 201 127.14, posted at the end of every third month', () => {
      const result = calculateDeposit({ ...input, capitalisation: 'quarterly' });
      expect(result.income).to.equal(28_201_127.14);
      expect(result.endSum).to.equal(78_201_127.14);
      expect(result.months[2]!.total).to.equal(52_875_000);
      expect(result.months[5]!.total).to.equal(55_915_312.5);
      expect(result.months[11]!.total).to.equal(62_530_443.44);
    });

    it('shows the interest accrued within a quarter before it is posted', () => {
      // Month 1: 50 000 000 × 23 / 1200 = 958 333.333… -> 958 333.33 so far, not yet added.
      const [first] = calculateDeposit({ ...input, capitalisation: 'quarterly' }).months;
      expect(first).to.deep.equal({
        month: 1,
        topUp: 0,
        income: 958_333.33,
        contributed: 50_000_000,
        total: 50_958_333.33,
      });
    });

    it('would earn 28 859 690.45 if interest were added monthly', () => {
      expect(calculateDeposit({ ...input, capitalisation: 'monthly' }).income).to.equal(
        28_859_690.45,
      );
    });
  });

  describe('1 000 000 at 12% (1% a month), by capitalisation', () => {
    const base = { amount: 1_000_000, annualRate: 12, monthlyTopUp: 0, topUpMonths: 0 };

    it('compounds monthly: 10 000.00 + 10 100.00 + 10 201.00 = 30 301.00 in 3 months', () => {
      expect(calculateDeposit({ ...base, months: 3, capitalisation: 'monthly' }).income).to.equal(
        30_301,
      );
    });

    it('pays simple interest at the end: 3 × 10 000.00 = 30 000.00', () => {
      expect(calculateDeposit({ ...base, months: 3, capitalisation: 'end' }).income).to.equal(
        30_000,
      );
    });

    it('posts a shorter last quarter at the end: 30 000.00, then 1 030 000 × 1% = 10 300.00', () => {
      const result = calculateDeposit({ ...base, months: 4, capitalisation: 'quarterly' });
      expect(result.income).to.equal(40_300);
      expect(result.endSum).to.equal(1_040_300);
    });
  });

  describe('top-ups within the product’s window', () => {
    it('Omonat Plus: 10 000 000 at 22% for 13 months, 1 000 000 a month during the first 6 months', () => {
      /*
       * Balances month by month: 10, 11, 12, 13, 14, 15, 16 million (months 1–7, a top-up at the
       * end of months 1–6), then 16 million for months 8–13: 91 + 96 = 187 million-months.
       * Simple interest: 187 000 000 × 22 / 1200 = 3 428 333.333… -> 3 428 333.33.
       * Paid in 10 + 6 = 16 million. (Twelve top-ups, as the calculator took before, would give
       * 208 000 000 × 22 / 1200 = 3 813 333.33 on 22 million.)
       */
      const result = calculateDeposit({
        amount: 10_000_000,
        annualRate: 22,
        months: 13,
        monthlyTopUp: 1_000_000,
        topUpMonths: topUpMonths({ months: 6, minAmount: null }, 13),
        capitalisation: 'end',
      });
      expect(result.income).to.equal(3_428_333.33);
      expect(result.contributed).to.equal(16_000_000);
      expect(result.endSum).to.equal(19_428_333.33);
      expect(result.months.map((m) => m.topUp)).to.deep.equal([
        ...Array<number>(6).fill(1_000_000),
        ...Array<number>(7).fill(0),
      ]);
    });

    it('Valyuta Premium: 10 000 USD at 5% for 18 months, 500 a month during the first 3 months', () => {
      /*
       * Balances: 10 000, 10 500, 11 000, then 11 500 for 15 months:
       * 31 500 + 172 500 = 204 000 dollar-months × 5 / 1200 = 850.00 exactly, on 11 500 paid in.
       */
      const result = calculateDeposit({
        amount: 10_000,
        annualRate: 5,
        months: 18,
        monthlyTopUp: 500,
        topUpMonths: topUpMonths({ months: 3, minAmount: null }, 18),
        capitalisation: 'end',
      });
      expect(result.income).to.equal(850);
      expect(result.contributed).to.equal(11_500);
      expect(result.endSum).to.equal(12_350);
    });

    it('Mustahkam kelajak: 5 000 000 at 21% for 12 months, 100 000 a month, quarterly', () => {
      /*
       * 21 / 12 = 1.75% a month; a top-up at the end of months 1–11, after that month's posting.
       *   Q1 (5 000 000 + 5 100 000 + 5 200 000) × 0.0175 = 267 750.00
       *      -> 5 200 000 + 267 750.00 + 100 000 = 5 567 750.00
       *   Q2 (5 567 750 + 5 667 750 + 5 767 750) × 0.0175 = 297 556.875 -> 297 556.88
       *      -> 5 767 750 + 297 556.88 + 100 000 = 6 165 306.88
       *   Q3 (6 165 306.88 + 6 265 306.88 + 6 365 306.88) × 0.0175 = 328 928.6112 -> 328 928.61
       *      -> 6 365 306.88 + 328 928.61 + 100 000 = 6 794 235.49
       *   Q4 (6 794 235.49 + 6 894 235.49 + 6 994 235.49) × 0.0175 = 361 947.363225 -> 361 947.36
       *      -> 6 994 235.49 + 361 947.36 = 7 356 182.85
       * Paid in 5 000 000 + 11 × 100 000 = 6 100 000; income 1 256 182.85.
       */
      const result = calculateDeposit({
        amount: 5_000_000,
        annualRate: 21,
        months: 12,
        monthlyTopUp: 100_000,
        topUpMonths: topUpMonths({ months: null, minAmount: 100_000 }, 12),
        capitalisation: 'quarterly',
      });
      expect(result.income).to.equal(1_256_182.85);
      expect(result.contributed).to.equal(6_100_000);
      expect(result.endSum).to.equal(7_356_182.85);
      expect(result.months[2]!.total).to.equal(5_567_750);
      expect(result.months[5]!.total).to.equal(6_165_306.88);
      expect(result.months[8]!.total).to.equal(6_794_235.49);
    });
  });
});

describe('topUpMonths(topUps, months)', () => {
  const window = (months: number | null): TopUps => ({ months, minAmount: null });

  it('counts the top-ups each demo deposit’s own conditions allow', () => {
    expect(topUpMonths(window(6), 13), 'Omonat Plus, first 6 months').to.equal(6);
    expect(topUpMonths(window(3), 18), 'Valyuta Premium, first 3 months').to.equal(3);
    expect(topUpMonths(null, 12), 'Yillik daromad, none').to.equal(0);
    expect(topUpMonths(window(null), 24), 'Mustahkam kelajak, any time').to.equal(23);
  });

  it('never tops up at the end of the term, which would earn nothing', () => {
    expect(topUpMonths(window(6), 6)).to.equal(5);
    expect(topUpMonths(window(null), 1)).to.equal(0);
  });
});

describe('topUpProblem(topUps, amount)', () => {
  const mustahkam: TopUps = { months: null, minAmount: 100_000 };

  it('refuses a top-up below the product’s minimum, and names the minimum', () => {
    expect(topUpProblem(mustahkam, 99_999.99)).to.deep.equal({
      code: 'belowMinimum',
      limit: 100_000,
    });
  });

  it('takes the minimum itself, an empty field, and any amount when no minimum is set', () => {
    expect(topUpProblem(mustahkam, 100_000)).to.equal(null);
    expect(topUpProblem(mustahkam, 0)).to.equal(null);
    expect(topUpProblem({ months: 6, minAmount: null }, 1)).to.equal(null);
  });
});
