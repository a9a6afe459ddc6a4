import { expect } from 'chai';
import { loanSchedule } from '../../src/features/credits/lib/loan-schedule';
import { creditDefaults, scheduleChoices } from '../../src/features/credits/lib/credit-terms';
import type { Credit } from '../../src/features/credits/types';

function credit(paymentSchemes: Credit['paymentSchemes']): Credit {
  return {
    id: 1,
    slug: 'istemol-krediti',
    locale: 'en',
    name: 'Consumer loan',
    image: null,
    rates: [
      { percent: 26, months: 12 },
      { percent: 27, months: 24 },
    ],
    headlineRate: 27,
    termMonths: 24,
    contract: null,
    infoList: null,
    paymentSchemes,
    minAmount: null,
    maxAmount: null,
    faq: [],
    advantages: [],
    translations: {},
  };
}

/** Istemol krediti's 12-month rate: 26% a year, i = 26 / 1200 = 0.021666… a month. */
const LOAN = { amount: 12_000_000, annualRate: 26, months: 12 };

describe('loanSchedule for each payment scheme (issue 33)', () => {
  describe('annuity, 12 000 000 at 26% for 12 months', () => {
    /*
     * (1 + i)^12 = 1.2933340; 1 − (1 + i)^−12 = 0.2268045; P·i = 260 000.
     * A = 260 000 / 0.2268045 = 1 146 361.668 -> 1 146 361.67 a month.
     *   month 1: interest 12 000 000 × i = 260 000.00, principal 886 361.67, left 11 113 638.33
     *   month 2: interest 11 113 638.33 × i = 240 795.4971 -> 240 795.50, principal 905 566.17
     * The last payment repays what is left: 1 146 361.65. Total interest
     * 11 × 1 146 361.67 + 1 146 361.65 − 12 000 000 = 1 756 340.02.
     */
    const result = loanSchedule({ ...LOAN, kind: 'annuity' });

    it('charges 1 146 361.67 a month, the last one 1 146 361.65', () => {
      expect(result.firstPayment).to.equal(1_146_361.67);
      expect(result.lastPayment).to.equal(1_146_361.65);
      expect(result.rows.slice(0, 2)).to.deep.equal([
        {
          month: 1,
          payment: 1_146_361.67,
          principal: 886_361.67,
          interest: 260_000,
          balance: 11_113_638.33,
        },
        {
          month: 2,
          payment: 1_146_361.67,
          principal: 905_566.17,
          interest: 240_795.5,
          balance: 10_208_072.16,
        },
      ]);
    });

    it('costs 1 756 340.02 in interest', () => {
      expect(result.totalInterest).to.equal(1_756_340.02);
      expect(result.totalPaid).to.equal(13_756_340.02);
    });
  });

  describe('differentiated, 12 000 000 at 26% for 12 months', () => {
    /*
     * 1 000 000 of principal a month; interest on what is left, (13 − k) × 21 666.666…:
     *   month 1: 12 000 000 × i = 260 000.00 -> payment 1 260 000.00
     *   month 2: 11 000 000 × i = 238 333.333… -> 238 333.33 -> payment 1 238 333.33
     *   month 12: 1 000 000 × i = 21 666.666… -> 21 666.67 -> payment 1 021 666.67
     * Total interest 21 666.666… × (1 + 2 + … + 12) = 21 666.666… × 78 = 1 690 000.00 (the
     * roundings, .33 / .67 / .00 in turn, cancel out).
     */
    const result = loanSchedule({ ...LOAN, kind: 'differentiated' });

    it('starts at 1 260 000.00 and falls to 1 021 666.67', () => {
      expect(result.rows.slice(0, 2).map((row) => row.payment)).to.deep.equal([
        1_260_000, 1_238_333.33,
      ]);
      expect(result.lastPayment).to.equal(1_021_666.67);
    });

    it('costs 1 690 000.00 in interest, 66 340.02 less than the annuity', () => {
      expect(result.totalInterest).to.equal(1_690_000);
    });
  });
});

describe('the schedules a credit’s conditions allow', () => {
  it('offers only the credit’s own scheme and starts on it', () => {
    expect(scheduleChoices(credit(['differentiated']))).to.deep.equal(['differentiated']);
    expect(creditDefaults(credit(['differentiated']))).to.deep.include({
      kind: 'differentiated',
      months: 12,
    });
  });

  it('offers both, annuity first, when the credit has both or names none', () => {
    expect(scheduleChoices(credit(['annuity', 'differentiated']))).to.deep.equal([
      'annuity',
      'differentiated',
    ]);
    expect(scheduleChoices(credit([]))).to.deep.equal(['annuity', 'differentiated']);
    expect(creditDefaults(credit([]))).to.deep.include({ kind: 'annuity' });
  });
});
