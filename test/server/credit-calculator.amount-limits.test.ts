import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { decode, getPage, jsonLdOf } from '../support/html';

/** The loan calculator's slider bounds and the hint under its amount field, as served. */
function amountField(html: string) {
  const slider = /<input class="amount-field__slider" type="range" min="(\d+)" max="(\d+)"/.exec(
    html,
  );
  const hint = /<[a-z]+ id="[^"]*-hint"[^>]*>([^<]*)</.exec(html);
  return { min: slider?.[1], max: slider?.[2], hint: hint && decode(hint[1]!) };
}

describe('the loan calculator offers only the sums a credit is lent for (CMS min_amount, max_amount)', () => {
  const suite = appForSuite();

  it('stops the microloan at its 50 000 000 sum and the mortgage at 800 000 000', async () => {
    const micro = await getPage(suite.app, '/ru/credit/mikroqarz');
    expect(micro.status).to.equal(200);
    expect(amountField(micro.html)).to.deep.equal({
      min: '1000000',
      max: '50000000',
      hint: 'От 1\u00a0000\u00a0000 сум до 50\u00a0000\u00a0000 сум',
    });
    const mortgage = await getPage(suite.app, '/en/credit/ipoteka');
    expect(amountField(mortgage.html)).to.deep.include({
      max: '800000000',
      hint: 'From 1,000,000 sum to 800,000,000 sum',
    });
  });

  it('keeps the retail range for a credit without limits (a car loan is up to 75 % of the car)', async () => {
    const car = await getPage(suite.app, '/credit/avtokredit');
    expect(amountField(car.html)).to.deep.include({ min: '1000000', max: '1000000000' });
  });

  it('names the limits in the read API, for integrators', async () => {
    const answer = await request(suite.app).get('/api/v1/credits/mikroqarz?locale=ru');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.include({ minAmount: null, maxAmount: 50_000_000 });
  });

  it("gives search engines the credit's amount limits, and none it does not have", async () => {
    const loan = (html: string) => jsonLdOf(html).find((item) => item['@type'] === 'LoanOrCredit');
    const micro = await getPage(suite.app, '/ru/credit/mikroqarz');
    expect(loan(micro.html)?.amount).to.deep.equal({
      '@type': 'MonetaryAmount',
      currency: 'UZS',
      maxValue: 50_000_000,
    });
    const car = await getPage(suite.app, '/credit/avtokredit');
    expect(loan(car.html)).to.not.have.property('amount');
  });
});
