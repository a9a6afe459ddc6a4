import { expect } from 'chai';
import { loanSchedule } from '../../src/features/credits/lib/loan-schedule';

const LOAN = { amount: 10_000_000, annualRate: 24, months: 12 };

describe('loanSchedule(input)', () => {
  describe('annuity, 10 000 000 at 24% for 12 months', () => {
    const result = loanSchedule({ ...LOAN, kind: 'annuity' });

    it('charges 945 595.97 a month', () => {
      expect(result.firstPayment).to.equal(945_595.97);
      expect(result.rows.slice(0, 11).every((row) => row.payment === 945_595.97)).to.equal(true);
    });

    it('repays 11 347 151.59 in total, of which 1 347 151.59 is interest', () => {
      expect(result.totalPaid).to.equal(11_347_151.59);
      expect(result.totalInterest).to.equal(1_347_151.59);
      expect(result.overpaymentPercent).to.equal(13.47);
    });

    it('ends with a balance of 0 and rows that add up', () => {
      expect(result.rows).to.have.length(12);
      expect(result.rows.at(-1)!.balance).to.equal(0);
      const principal = result.rows.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
      expect(principal).to.equal(1_000_000_000);
      for (const row of result.rows)
        expect(Math.round(row.payment * 100)).to.equal(
          Math.round((row.principal + row.interest) * 100),
        );
    });
  });

  describe('differentiated, 10 000 000 at 24% for 12 months', () => {
    const result = loanSchedule({ ...LOAN, kind: 'differentiated' });

    it('starts at 1 033 333.33 and ends at 850 000.00', () => {
      expect(result.firstPayment).to.equal(1_033_333.33);
      expect(result.lastPayment).to.equal(850_000);
    });

    it('pays less interest than the annuity and ends at 0', () => {
      expect(result.totalInterest).to.equal(1_300_000);
      expect(result.rows.at(-1)!.balance).to.equal(0);
    });
  });

  describe('edge cases', () => {
    it('splits a zero-rate loan into parts that sum to the loan, with no interest', () => {
      const annuity = loanSchedule({
        amount: 1_000_000,
        annualRate: 0,
        months: 3,
        kind: 'annuity',
      });
      const differentiated = loanSchedule({
        amount: 1_000_000,
        annualRate: 0,
        months: 3,
        kind: 'differentiated',
      });
      expect(annuity.rows.map((row) => row.payment)).to.deep.equal([
        333_333.33, 333_333.33, 333_333.34,
      ]);
      expect(differentiated.rows.map((row) => row.payment)).to.deep.equal([
        333_333.33, 333_333.34, 333_333.33,
      ]);
      for (const result of [annuity, differentiated]) {
        expect(result.totalInterest).to.equal(0);
        expect(result.totalPaid).to.equal(1_000_000);
        expect(result.rows.at(-1)!.balance).to.equal(0);
      }
    });

    it('repays a one-month loan in one payment with one month of interest', () => {
      for (const kind of ['annuity', 'differentiated'] as const) {
        const result = loanSchedule({ amount: 10_000_000, annualRate: 24, months: 1, kind });
        expect(result.rows).to.deep.equal([
          { month: 1, payment: 10_200_000, principal: 10_000_000, interest: 200_000, balance: 0 },
        ]);
      }
    });
  });
});
