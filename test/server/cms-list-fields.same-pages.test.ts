import { expect } from 'chai';
import axios, { type AxiosAdapter } from 'axios';
import request from 'supertest';
import type { App } from '../../server/app';
import { createDemoAdapter } from '../../server/cms/demo/demo-adapter';
import { getPage } from '../support/html';
import { siteOverAdapter } from '../support/start-app';

/**
 * The site over the demo content, every CMS call seen by `ask` first. The HTML cache is off, so
 * each page is rendered from the CMS answers.
 */
const siteOverDemo = (ask: AxiosAdapter) => siteOverAdapter(ask);

const PAGES = ['/ru/news', '/en/news?page=2', '/ru', '/deposit', '/en/credit', '/ru/transfers'];
const ANSWERS = [
  '/api/v1/news?locale=ru',
  '/api/v1/news?locale=en&page=2',
  '/api/v1/deposits?locale=uz',
  '/api/v1/credits?locale=en',
  '/api/v1/transfers?locale=ru',
  '/api/v1/search?locale=ru&query=филиал',
];

describe('list calls with `fields`: what a visitor and the read API get', () => {
  const demo = createDemoAdapter();
  const asked: string[] = [];
  let site: App;
  // The same site asking Strapi for every field of every list, as it did before `fields`.
  let everyField: App;

  before(() => {
    site = siteOverDemo((config) => {
      asked.push(axios.getUri(config));
      return demo(config);
    });
    everyField = siteOverDemo((config) =>
      demo({ ...config, params: { ...config.params, fields: undefined } }),
    );
  });
  after(async () => {
    await site.stop();
    await everyField.stop();
  });

  it('renders the news page’s list from the demo content: titles, dates, images, summaries', async () => {
    const page = await getPage(site, '/ru/news');
    expect(page.status).to.equal(200);
    expect(page.html.match(/<li class="news-card">/g)).to.have.length(13);
    expect(page.html).to.include(
      '<img class="news-card__image" src="/uploads/news-01.svg" alt="" fetchPriority="high" width="1200" height="675"/>',
    );
    expect(page.html).to.include(
      '<time class="news-card__date" dateTime="2026-11-10">10 ноября 2026 г.</time>',
    );
    expect(page.html).to.include(
      '<a href="/ru/news/namangan-branch-opened" data-discover="true">В Намангане открылся новый филиал</a>',
    );
    expect(page.html).to.include(
      '<p class="news-card__summary">Namuna Bank открыл новый филиал в Намангане, на улице Уйчи.',
    );
    expect(asked.find((url) => url.includes('/api/news?'))).to.include(
      '/api/news?fields[0]=title&fields[1]=slug&fields[2]=locale&fields[3]=date&fields[4]=text&fields[5]=updatedAt&populate[0]=image',
    );
  });

  for (const path of PAGES) {
    it(`renders ${path} byte for byte as from entries with every field`, async () => {
      const [trimmed, full] = [await getPage(site, path), await getPage(everyField, path)];
      expect(trimmed.status).to.equal(200);
      expect(trimmed.html).to.equal(full.html);
    });
  }

  for (const path of ANSWERS) {
    it(`answers ${path} byte for byte as from entries with every field`, async () => {
      const [trimmed, full] = [await request(site).get(path), await request(everyField).get(path)];
      expect(trimmed.status).to.equal(200);
      expect(trimmed.text).to.equal(full.text);
    });
  }
});
