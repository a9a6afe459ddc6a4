import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { bootJson, visibleText } from '../support/html';

interface Boot {
  queries: { endpointName: string; arg: unknown; value: unknown }[];
}

describe('the page store: seeded on the server, handed to the browser as plain answers', () => {
  // The HTML cache off, so every view below is a render of its own.
  const suite = appForSuite({ HTML_CACHE_TTL: '0' });

  it('shows the data its loaders read and hands the browser the answers, not the store', async () => {
    const page = await request(suite.app).get('/ru/deposit');
    expect(page.status).to.equal(200);
    expect(visibleText(page.text)).to.include('Омонат Плюс').and.to.include('Надёжное будущее');
    const boot = JSON.parse(bootJson(page.text)) as Boot & Record<string, unknown>;
    expect(Object.keys(boot).sort()).to.deep.equal([
      'assets',
      'config',
      'lang',
      'queries',
      'router',
      'translations',
    ]);
    // The root loader's three, then the page's: ordered by endpoint, not by who asked first.
    expect(boot.queries.map(({ endpointName, arg }) => [endpointName, arg])).to.deep.equal([
      ['getDeposits', 'ru'],
      ['getLegalEntities', 'ru'],
      ['getNewsCategories', 'ru'],
      ['getSocialLink', 'ru'],
    ]);
    for (const answer of boot.queries) {
      expect(Object.keys(answer).sort()).to.deep.equal(['arg', 'endpointName', 'value']);
    }
    const deposits = boot.queries[0]!.value as { name: string }[];
    expect(deposits.map((deposit) => deposit.name)).to.include('Омонат Плюс');
  });

  it('renders an unchanged page to the same bytes and the same ETag every time', async () => {
    for (const path of ['/ru/deposit', '/en/news', '/ru/deposit/omonat-plus', '/']) {
      const first = await request(suite.app).get(path);
      const second = await request(suite.app).get(path);
      expect(first.status, path).to.equal(200);
      expect(second.text, path).to.equal(first.text);
      expect(second.headers.etag, path).to.equal(first.headers.etag);
    }
  });

  it('hands the browser the empty answer of a detail that is not there (a 404 page)', async () => {
    const page = await request(suite.app).get('/ru/deposit/no-such-deposit');
    expect(page.status).to.equal(404);
    const boot = JSON.parse(bootJson(page.text)) as Boot;
    expect(boot.queries).to.deep.include({
      endpointName: 'getDeposit',
      arg: { lang: 'ru', key: 'no-such-deposit' },
      value: null,
    });
  });
});
