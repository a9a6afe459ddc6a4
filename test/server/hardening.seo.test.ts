import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { appOverSwitchableCms } from '../support/switchable-cms';
import { CLIENT_DIST } from '../../server/paths';
import { jsonLdOf } from '../support/html';

const languagePrefix = (path: string) => /^\/(en|ru)(?=\/|$)/.exec(path)?.[0] ?? '';

describe('SEO and deployment safety (issue 9)', () => {
  describe('robots.txt per environment', () => {
    const robots = async (env: Record<string, string>) => {
      const { app } = appOverSwitchableCms(env);
      try {
        return (await request(app).get('/robots.txt')).text;
      } finally {
        await app.stop();
      }
    };

    it('forbids crawling outside production', async () => {
      expect(await robots({ NODE_ENV: 'test' })).to.equal(
        'User-agent: *\nDisallow: /\n\nSitemap: http://bank.test/sitemap.xml\n',
      );
    });

    it('allows it in production, except the API and search results under both spellings', async () => {
      expect(await robots({ NODE_ENV: 'production' })).to.equal(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /search',
          'Disallow: /en/search',
          'Disallow: /ru/search',
          'Disallow: /Search',
          'Disallow: /en/Search',
          'Disallow: /ru/Search',
          '',
          'Sitemap: http://bank.test/sitemap.xml',
          '',
        ].join('\n'),
      );
    });

    it('sends /en/Search to the search page (robots.txt paths are case-sensitive, so both are listed)', async () => {
      const { app } = appOverSwitchableCms();
      try {
        const answer = await request(app).get('/en/Search?query=card');
        expect(answer.status).to.equal(301);
        expect(answer.headers.location).to.equal('/en/search?query=card');
      } finally {
        await app.stop();
      }
    });

    it('forbids it in production with ROBOTS_NOINDEX (a staging copy)', async () => {
      expect(await robots({ NODE_ENV: 'production', ROBOTS_NOINDEX: '1' })).to.include(
        'Disallow: /\n',
      );
    });
  });

  describe('sitemap.xml, favicon, JSON-LD and source maps', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());

    it('lists every demo detail page in uz, en and ru, with alternates and lastmod', async () => {
      const response = await request(app).get('/sitemap.xml');
      expect(response.status).to.equal(200);
      expect(response.headers['content-type']).to.match(/^application\/xml/);
      const urls = [...response.text.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
      const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)![1]!);
      // One literal detail page of each collection, in each language…
      for (const path of [
        '/deposit/omonat-plus',
        '/credit/avtokredit',
        '/cards/visa-classic',
        '/transfers/swift',
        '/news/visa-gold-cashback',
        '/vacancies/cashier-operator',
        '/juristic/currency-operations',
      ])
        for (const prefix of ['', '/en', '/ru'])
          expect(locs, `${prefix}${path}`).to.include(`http://bank.test${prefix}${path}`);
      // …and every page listed in one language is listed in the other two (no counts: demo content grows).
      const inLanguage = (prefix: string) =>
        locs
          .map((loc) => loc.slice('http://bank.test'.length))
          .filter((path) => languagePrefix(path) === prefix)
          .map((path) => path.slice(prefix.length) || '/')
          .sort();
      expect(inLanguage('/en')).to.deep.equal(inLanguage(''));
      expect(inLanguage('/ru')).to.deep.equal(inLanguage(''));
      for (const loc of [
        'http://bank.test/',
        'http://bank.test/en/currency',
        'http://bank.test/ru/individual/tariff',
      ])
        expect(locs).to.include(loc);
      expect(locs.some((loc) => loc.includes('/search'))).to.equal(false);
      const omonat = urls.find((url) =>
        url.includes('<loc>http://bank.test/ru/deposit/omonat-plus</loc>'),
      )!;
      expect(omonat).to.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      expect(omonat).to.include(
        '<xhtml:link rel="alternate" hreflang="uz" href="http://bank.test/deposit/omonat-plus"/>' +
          '<xhtml:link rel="alternate" hreflang="en" href="http://bank.test/en/deposit/omonat-plus"/>' +
          '<xhtml:link rel="alternate" hreflang="ru" href="http://bank.test/ru/deposit/omonat-plus"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="http://bank.test/deposit/omonat-plus"/>',
      );
    });

    it('serves /favicon.ico as an icon', async () => {
      const response = await request(app).get('/favicon.ico').buffer(true);
      expect(response.status).to.equal(200);
      expect(response.headers['content-type']).to.match(/icon/);
      expect((response.body as Buffer).subarray(0, 4).toString('hex')).to.equal('00000100');
    });

    it('describes the bank (phones and address from the social-link record) and the breadcrumb trail', async () => {
      const data = jsonLdOf((await request(app).get('/ru/deposit/omonat-plus')).text);
      const bank = data.find((item) => item['@type'] === 'BankOrCreditUnion')!;
      expect(bank).to.deep.include({
        name: 'Namuna Bank',
        telephone: '1234',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100000, г. Ташкент, проспект Амира Темура, 1',
          addressCountry: 'UZ',
        },
      });
      expect(data.find((item) => item['@type'] === 'BreadcrumbList')).to.deep.equal({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Namuna Bank', item: 'http://bank.test/ru' },
          { '@type': 'ListItem', position: 2, name: 'Вклады', item: 'http://bank.test/ru/deposit' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Омонат Плюс',
            item: 'http://bank.test/ru/deposit/omonat-plus',
          },
        ],
      });
      const home = jsonLdOf((await request(app).get('/ru')).text);
      expect(home.map((item) => item['@type'])).to.deep.equal(['BankOrCreditUnion']);
    });

    it('keeps browser source maps private unless SOURCEMAPS=public', async () => {
      const map = readdirSync(join(CLIENT_DIST, 'assets')).find((name) =>
        name.endsWith('.js.map'),
      )!;
      expect((await request(app).get(`/assets/${map}`)).status).to.equal(404);
      const { app: open } = appOverSwitchableCms({ SOURCEMAPS: 'public' });
      try {
        expect((await request(open).get(`/assets/${map}`)).status).to.equal(200);
      } finally {
        await open.stop();
      }
    });
  });
});
