import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

const NBSP = '\u00a0';

describe('an amount written with spaces in CMS text never breaks between its digit groups', () => {
  const suite = appForSuite();

  it('joins them in a Markdown text and in a plain FAQ answer', async () => {
    const page = await getPage(suite.app, '/ru/transfers/card-to-card');
    expect(page.status).to.equal(200);
    expect(page.html).to.include(`Лимит одного перевода — 20${NBSP}000${NBSP}000 сумов.`);
    expect(page.html).to.include(`<p>50${NBSP}000${NBSP}000 сумов в день.</p>`);
    expect(page.html).to.not.include('20 000 000 сумов.</p>');
  });

  it('joins them in a fund’s description and a tariff table', async () => {
    const funds = await getPage(suite.app, '/ru/investment-funds');
    expect(funds.html).to.include(
      `Минимальная сумма инвестиций:</strong> 1${NBSP}000${NBSP}000 сумов`,
    );
    const tariffs = await getPage(suite.app, '/ru/juristic/tariffs');
    expect(tariffs.html).to.include(`минимум 1${NBSP}000 сумов`);
  });
});
