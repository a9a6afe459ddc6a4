import { expect } from 'chai';
import { normalizeEnvelope } from '../../server/cms/normalize';
import { mapAll, type Mapper } from '../../server/cms/mappers/fields';
import { mapDeposit } from '../../server/cms/mappers/deposits';
import { mapCredit } from '../../server/cms/mappers/credits';
import { strapiFixture, v4Record as v4, v5Record as v5 } from '../support/strapi-fixtures';

const ORIGIN = { mediaOrigin: 'https://cms.example.uz' };

function mapped<T>(version: 4 | 5, file: string, map: Mapper<T>): T[] {
  const { records } = normalizeEnvelope(strapiFixture(version, file), ORIGIN);
  return mapAll(records, 'ru', map);
}

describe('CMS mappers: product conditions as data (issue 33)', () => {
  for (const version of [4, 5] as const) {
    it(`read a deposit's capitalisation and top-ups from a Strapi ${version} answer`, () => {
      const [deposit] = mapped(version, 'contribution-detail.ru.json', mapDeposit);
      expect(deposit).to.deep.include({
        slug: 'omonat-plus',
        capitalisation: 'end',
        topUps: { months: 6, minAmount: 100_000 },
      });
    });

    it(`read every deposit of a Strapi ${version} list, unset fields as the least promise`, () => {
      const deposits = mapped(version, 'contributions-list.ru.json', mapDeposit);
      expect(
        deposits.map(({ slug, capitalisation, topUps }) => [slug, capitalisation, topUps]),
      ).to.deep.equal([
        ['omonat-plus', 'end', { months: 6, minAmount: 100_000 }],
        ['dollar-online', 'monthly', { months: null, minAmount: 50 }],
        ['jamgarma', 'end', null],
        ['valyuta-premium', 'end', { months: 3, minAmount: null }],
        ['bolajon', 'quarterly', null],
      ]);
    });

    it(`read a credit's payment scheme and amount limits from a Strapi ${version} answer`, () => {
      const [credit] = mapped(version, 'credit-detail.ru.json', mapCredit);
      expect(credit).to.deep.include({
        paymentSchemes: ['differentiated'],
        minAmount: 5_000_000,
        maxAmount: null,
      });
    });
  }

  it('take a window without its length, or an unknown value, as no top-ups and no compounding', () => {
    const deposit = mapDeposit(
      v5(1, { capitalisation: 'daily', top_ups: 'first_months', top_up_months: null }),
      'uz',
    );
    expect(deposit).to.deep.include({ capitalisation: 'end', topUps: null });
    expect(mapDeposit(v4(2, { top_ups: 'sometimes', top_up_months: 6 }), 'uz')).to.deep.include({
      topUps: null,
    });
  });

  it('read a minimum top-up sent as text (PostgreSQL decimals) and drop a zero minimum', () => {
    expect(
      mapDeposit(v4(1, { top_ups: 'any_time', min_top_up: '100000.00' }), 'ru'),
    ).to.deep.include({ topUps: { months: null, minAmount: 100_000 } });
    expect(mapDeposit(v5(1, { top_ups: 'any_time', min_top_up: 0 }), 'ru')).to.deep.include({
      topUps: { months: null, minAmount: null },
    });
  });

  it("read a credit's limits sent as text (PostgreSQL decimals) and drop zero or negative ones", () => {
    expect(
      mapCredit(v4(1, { min_amount: '1000000.00', max_amount: '800000000.00' }), 'ru'),
    ).to.deep.include({ minAmount: 1_000_000, maxAmount: 800_000_000 });
    expect(mapCredit(v5(1, { min_amount: 0, max_amount: -5 }), 'ru')).to.deep.include({
      minAmount: null,
      maxAmount: null,
    });
  });

  it('name both schemes for annuity_or_differentiated and none for an empty or unknown value', () => {
    const schemes = (payment_scheme: unknown) =>
      mapCredit(v5(1, { payment_scheme }), 'en')?.paymentSchemes;
    expect(schemes('annuity_or_differentiated')).to.deep.equal(['annuity', 'differentiated']);
    expect(schemes('annuity')).to.deep.equal(['annuity']);
    expect(schemes(null)).to.deep.equal([]);
    expect(schemes('constructor')).to.deep.equal([]);
  });
});
