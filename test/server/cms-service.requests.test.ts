import { expect } from 'chai';
import { createCmsService, type StrapiCmsService } from '../../server/cms/cms-service';
import { answerByPath, startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { strapiFixture } from '../support/strapi-fixtures';

const ORIGIN = 'https://cms.example.uz';
const PRODUCT_POPULATE = ['image', 'contract', 'faq', 'percents', 'advantages', 'advantages.icon'];
const ADVANTAGES_POPULATE = ['image', 'faq', 'advantages', 'advantages.icon', 'localizations'];
const NEWS_FIELDS = ['title', 'slug', 'locale', 'date', 'text', 'updatedAt'];

const bySlug = (slug: string, populate: string[]) => ({
  filters: { slug: { $eq: slug } },
  populate,
  locale: 'ru',
});

type Case = [string, (cms: StrapiCmsService) => Promise<unknown>, string, Record<string, unknown>];

const CASES: Case[] = [
  [
    'deposits',
    (cms) => cms.deposits('ru'),
    '/api/contributions',
    {
      fields: [
        'name',
        'slug',
        'locale',
        'period',
        'currency_type',
        'initial_amount',
        'popular_status',
      ],
      populate: ['percents', 'image'],
      sort: ['popular_status:desc'],
      pagination: { pageSize: '100' },
      locale: 'ru',
    },
  ],
  [
    'deposit',
    (cms) => cms.deposit('ru', 'omonat-plus'),
    '/api/contributions',
    bySlug('omonat-plus', [...PRODUCT_POPULATE, 'localizations']),
  ],
  [
    'credits',
    (cms) => cms.credits('ru'),
    '/api/credits',
    {
      fields: ['name', 'slug', 'locale', 'period'],
      populate: ['image', 'percents'],
      pagination: { pageSize: '100' },
      locale: 'ru',
    },
  ],
  [
    'credit',
    (cms) => cms.credit('ru', 'mikroqarz'),
    '/api/credits',
    bySlug('mikroqarz', [...PRODUCT_POPULATE, 'localizations']),
  ],
  [
    'cards',
    (cms) => cms.cards('ru'),
    '/api/cards',
    { populate: ['image'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'card',
    (cms) => cms.card('ru', 'uzcard-classic'),
    '/api/cards',
    bySlug('uzcard-classic', ADVANTAGES_POPULATE),
  ],
  [
    'transfers',
    (cms) => cms.transfers('ru'),
    '/api/transfers',
    {
      fields: ['name', 'slug', 'locale', 'summary', 'commission'],
      populate: ['image'],
      pagination: { pageSize: '100' },
      locale: 'ru',
    },
  ],
  [
    'transfer',
    (cms) => cms.transfer('ru', 'paynet'),
    '/api/transfers',
    bySlug('paynet', ADVANTAGES_POPULATE),
  ],
  [
    'news',
    (cms) => cms.news('ru', { page: 2, category: 3 }),
    '/api/news',
    {
      fields: NEWS_FIELDS,
      populate: ['image'],
      sort: ['date:desc'],
      pagination: { page: '2', pageSize: '13' },
      filters: { categories: { id: { $in: '3' } } },
      locale: 'ru',
    },
  ],
  [
    'news without a category',
    (cms) => cms.news('ru', { page: 1 }),
    '/api/news',
    {
      fields: NEWS_FIELDS,
      populate: ['image'],
      sort: ['date:desc'],
      pagination: { page: '1', pageSize: '13' },
      locale: 'ru',
    },
  ],
  [
    'newsItem',
    (cms) => cms.newsItem('ru', 'news-1'),
    '/api/news',
    bySlug('news-1', ['image', 'localizations']),
  ],
  [
    'newsCategories',
    (cms) => cms.newsCategories('ru'),
    '/api/news-categories',
    { populate: ['localizations'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  ['socialLink', (cms) => cms.socialLink('ru'), '/api/social-link', { locale: 'ru' }],
  [
    'legalEntities',
    (cms) => cms.legalEntities('ru'),
    '/api/legal-entities',
    { populate: ['icon'], sort: ['name:asc'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'legalEntity',
    (cms) => cms.legalEntity('ru', 'kreditlash'),
    '/api/legal-entities',
    bySlug('kreditlash', [
      'image',
      'data',
      'data.data',
      'data.documents',
      'data.cards',
      'data.cards.icon',
    ]),
  ],
  [
    'legalEntitySliders',
    (cms) => cms.legalEntitySliders('ru'),
    '/api/legal-entity-sliders',
    { populate: ['image'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'legalEntityProducts',
    (cms) => cms.legalEntityProducts('ru'),
    '/api/legal-entity-recommended-products',
    { populate: ['image'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'legalEntityCallToAction',
    (cms) => cms.legalEntityCallToAction('ru'),
    '/api/legal-entity-call-to-action',
    { locale: 'ru' },
  ],
  [
    'currencyRates',
    (cms) => cms.currencyRates('ru'),
    '/api/currency-rates',
    { sort: ['code:asc'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'branches',
    (cms) => cms.branches('ru'),
    '/api/branches',
    { sort: ['name:asc'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'vacancies',
    (cms) => cms.vacancies('ru'),
    '/api/vacancies',
    { sort: ['title:asc'], pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'vacancy',
    (cms) => cms.vacancy('ru', 'vacancy-1'),
    '/api/vacancies',
    bySlug('vacancy-1', ['localizations']),
  ],
  [
    'correspondentAccounts',
    (cms) => cms.correspondentAccounts('ru'),
    '/api/correspondent-accounts',
    { pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  [
    'investmentFunds',
    (cms) => cms.investmentFunds('ru'),
    '/api/investment-funds',
    { pagination: { pageSize: '100' }, locale: 'ru' },
  ],
  ['page', (cms) => cms.page('ru', 'about'), '/api/pages', bySlug('about', ['image'])],
];

describe('CmsService requests', () => {
  let fake: FakeStrapi;
  let cms: StrapiCmsService;

  before(async () => {
    fake = await startFakeStrapi();
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.handle(() => ({ body: { data: [], meta: {} } }));
    cms = createCmsService({
      baseUrl: fake.baseUrl,
      token: 'secret-token',
      timeoutMs: 2000,
      version: 4,
      cacheTtlSeconds: 60,
      mediaOrigin: ORIGIN,
    });
  });

  for (const [name, run, path, query] of CASES) {
    it(`${name}() sends GET ${path} with exactly the §7 query`, async () => {
      await run(cms);
      expect(fake.requests).to.have.length(1);
      expect(fake.requests[0]).to.deep.include({ method: 'GET', path, query });
    });
  }

  it('sends the locale of the requested language on every call', async () => {
    for (const [, run] of CASES) await run(cms);
    expect(fake.requests.map((request) => request.query.locale)).to.satisfy((locales: unknown[]) =>
      locales.every((locale) => locale === 'ru'),
    );
  });

  it('never populates a scalar field such as infolist', async () => {
    await cms.deposit('ru', 'omonat-plus');
    await cms.credit('ru', 'mikroqarz');
    expect(fake.requests.map((request) => request.url).join('\n')).not.to.include('infolist');
  });

  it('keeps brackets readable in the query string', async () => {
    await cms.deposits('ru');
    expect(fake.requests[0]?.url).to.equal(
      '/api/contributions?fields[0]=name&fields[1]=slug&fields[2]=locale&fields[3]=period&fields[4]=currency_type&fields[5]=initial_amount&fields[6]=popular_status&populate[0]=percents&populate[1]=image&sort[0]=popular_status%3Adesc&pagination[pageSize]=100&locale=ru',
    );
  });

  it('asks a news page for the fields its cards show, the text of their summaries included', async () => {
    await cms.news('ru', { page: 2 });
    expect(fake.requests[0]?.url).to.equal(
      '/api/news?fields[0]=title&fields[1]=slug&fields[2]=locale&fields[3]=date&fields[4]=text&fields[5]=updatedAt&populate[0]=image&sort[0]=date%3Adesc&pagination[page]=2&pagination[pageSize]=13&locale=ru',
    );
  });

  it('never asks a list for the Markdown of a detail page', async () => {
    await cms.deposits('ru');
    await cms.credits('ru');
    await cms.transfers('ru');
    const urls = fake.requests.map((request) => request.url);
    expect(urls).to.have.length(3);
    for (const url of urls) expect(url).to.include('fields[0]=name');
    expect(urls.join('\n')).not.to.match(/infolist|description/);
  });

  it('asks for JSON and sends the API token as a bearer token', async () => {
    await cms.cards('en');
    expect(fake.requests[0]?.headers).to.include({
      accept: 'application/json',
      authorization: 'Bearer secret-token',
    });
  });

  it('sends no authorization header without a token', async () => {
    const anonymous = createCmsService({
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
      version: 4,
      cacheTtlSeconds: 60,
      mediaOrigin: ORIGIN,
    });
    await anonymous.cards('en');
    expect(fake.requests[0]?.headers).not.to.have.property('authorization');
  });

  it('maps the answers to domain objects with media on the CMS origin', async () => {
    fake.handle(
      answerByPath({ '/api/contributions': strapiFixture(4, 'contributions-list.ru.json') }),
    );
    const deposits = await cms.deposits('ru');
    expect(deposits.map((deposit) => deposit.slug))
      .to.have.length(5)
      .and.include('omonat-plus');
    expect(deposits[0]?.image?.url).to.equal(
      `${ORIGIN}/uploads/deposit_omonat_plus_2e40e90270.png`,
    );
  });

  it('maps a news page with the pagination of the CMS', async () => {
    fake.handle(answerByPath({ '/api/news': strapiFixture(5, 'news-list.ru.json') }));
    const page = await cms.news('ru', { page: 1 });
    expect(page).to.include({ page: 1, pageSize: 13, pageCount: 2, total: 15 });
    expect(page.items).to.have.length(13);
  });
});
