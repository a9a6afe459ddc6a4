import { expect } from 'chai';
import { clockInNewYork } from '../support/tashkent-clock';
import request from 'supertest';
import { appForSuite, createTestApp } from '../support/start-app';
import { decode, jsonLdOf, visibleText } from '../support/html';

const names = (html: string) =>
  [...html.matchAll(/<h3 class="branch-item__name">([^<]*)<\/h3>/g)].map((m) => decode(m[1]!));
const badges = (html: string) =>
  [...html.matchAll(/class="opening-badge[^"]*">([^<]*)</g)].map((m) => decode(m[1]!));
/** The page's own JSON-LD: the one with a graph of places (the bank and breadcrumbs come first). */
const jsonLd = (html: string) =>
  jsonLdOf(html).find((data) => data['@graph']) as { '@graph'?: Record<string, unknown>[] };

describe('GET /branches', () => {
  // Rendered afresh each time: the badges below depend on the (faked) clock, not a cached page.
  const suite = appForSuite({ HTML_CACHE_TTL: '0' });

  describe('filters as GET parameters (no JavaScript needed)', () => {
    it('lists only ATMs for ?type=atm, in Uzbek', async () => {
      const { status, text } = await request(suite.app).get('/branches?type=atm');
      expect(status).to.equal(200);
      expect(names(text)).to.deep.equal([
        'Bankomat — Fargʻona dehqon bozori',
        'Bankomat — Mirzo Ulugʻbek',
        'Bankomat — Samarqand vokzali',
        'Bankomat — Toshkent aeroporti',
      ]);
      expect(visibleText(text)).to.include('Topildi: 4');
    });

    it('lists one region for ?region=samarkand, in English', async () => {
      const { text } = await request(suite.app).get('/en/branches?region=samarkand');
      expect(names(text)).to.deep.equal(['ATM — Samarkand railway station', 'Samarkand branch']);
    });

    it('keeps only places offering every ticked service, in Russian', async () => {
      const { text } = await request(suite.app).get(
        '/ru/branches?service=legal-entities&service=loans',
      );
      expect(names(text)).to.deep.equal([
        'Андижанский филиал',
        'Головной офис',
        'Самаркандский филиал',
      ]);
    });

    it('combines type, region and service', async () => {
      const { text } = await request(suite.app).get(
        '/en/branches?type=exchange&region=tashkent-city&service=step-free',
      );
      expect(names(text)).to.deep.equal([
        'Exchange office — Airport',
        'Exchange office — Tashkent City',
      ]);
    });

    it('shows the chosen filters in the form, so the next submit keeps them', async () => {
      const { text } = await request(suite.app).get('/en/branches?type=atm&service=cash-in');
      expect(text).to.match(/<option value="atm" selected="">ATMs<\/option>/);
      expect(text).to.match(/<input type="checkbox" name="service" checked="" value="cash-in"\/>/);
      expect(text).to.match(/<input type="checkbox" name="service" value="cards"\/>/);
      expect(text).to.match(/<form class="branch-filters" method="get">/);
      expect(text).to.include('>Show</button>');
    });

    for (const [lang, prefix, count] of [
      ['uz', '', 'Topildi: 16'],
      ['en', '/en', 'Found: 16'],
      ['ru', '/ru', 'Найдено: 16'],
    ] as const) {
      it(`ignores unknown and malformed values instead of failing (${lang})`, async () => {
        const { status, text } = await request(suite.app).get(
          `${prefix}/branches?type=spaceport&region=mars&service=teleport&service[$ne]=1&type=atm`,
        );
        expect(status).to.equal(200);
        expect(visibleText(text)).to.include(count);
      });
    }

    it('says when nothing matches and links to the unfiltered list', async () => {
      const { text } = await request(suite.app).get('/en/branches?type=exchange&region=samarkand');
      expect(names(text)).to.deep.equal([]);
      expect(visibleText(text)).to.include('No branches or ATMs match these filters.');
      expect(text).to.match(/<a[^>]*href="\/en\/branches"[^>]*>Clear filters<\/a>/);
    });
  });

  describe('each place', () => {
    it('offers a tel: link, weekly hours and a map link that works without the site map', async () => {
      const { text } = await request(suite.app).get(
        '/en/branches?region=tashkent-city&type=branch',
      );
      expect(text).to.include('href="tel:+998712000000"');
      expect(visibleText(text)).to.include('Mon–Fri 9:00–18:00 Sat–Sun closed');
      expect(text).to.include(
        'href="https://yandex.uz/maps/?pt=69.279737,41.311081&amp;z=17&amp;l=map" target="_blank"',
      );
    });

    it('is described as JSON-LD: BankOrCreditUnion or AutomatedTeller with address, geo and hours', async () => {
      const { text } = await request(suite.app).get('/en/branches?region=samarkand');
      const graph = jsonLd(text)['@graph']!;
      expect(graph.map((entry) => entry['@type'])).to.deep.equal([
        'AutomatedTeller',
        'BankOrCreditUnion',
      ]);
      expect(graph[1]).to.deep.include({
        name: 'Samarkand branch',
        telephone: '+998 66 233-00-00',
        geo: { '@type': 'GeoCoordinates', latitude: 39.6545, longitude: 66.965 },
      });
      expect(graph[1]!.address).to.include({
        addressRegion: 'Samarkand Region',
        addressCountry: 'UZ',
      });
      expect(graph[1]!.openingHoursSpecification).to.deep.include({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '14:00',
      });
      expect(graph[0]!.openingHoursSpecification).to.deep.equal([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
            'https://schema.org/Sunday',
          ],
          opens: '00:00',
          closes: '23:59',
        },
      ]);
    });
  });

  describe('open-now badges, rendered by a server in New York', () => {
    const clock = clockInNewYork();
    const renderAt = async (iso: string) => {
      clock.at(iso);
      return (await request(suite.app).get('/en/branches?region=samarkand&type=branch')).text;
    };

    it('says "opens at 9:00" at 8:30 on Monday in Tashkent (Sunday evening in New York)', async () => {
      expect(badges(await renderAt('2026-11-23T03:30:00Z'))).to.deep.equal([
        'Closed, opens at 9:00',
      ]);
    });

    it('says "open until 18:00" at 10:00 on Monday in Tashkent', async () => {
      expect(badges(await renderAt('2026-11-23T05:00:00Z'))).to.deep.equal(['Open until 18:00']);
    });

    it('says the Sunday day off ends on Monday', async () => {
      expect(badges(await renderAt('2026-11-29T06:00:00Z'))).to.deep.equal([
        'Closed, opens tomorrow at 9:00',
      ]);
    });
  });
});

describe('Content-Security-Policy for the map', () => {
  const csp = async (env: Record<string, string>) => {
    const app = createTestApp(env);
    try {
      return (await request(app).get('/en/branches')).headers['content-security-policy'] as string;
    } finally {
      await app.stop();
    }
  };

  it('admits no map host without YANDEX_MAPS_API_KEY', async () => {
    const policy = await csp({ YANDEX_MAPS_SCRIPT_URL: 'https://maps.proxy.test/v3/' });
    expect(policy).to.not.include('yandex');
    expect(policy).to.not.include('maps.proxy.test');
  });

  it('admits the Yandex hosts and the configured script origin with a key', async () => {
    const policy = await csp({
      YANDEX_MAPS_API_KEY: 'k',
      YANDEX_MAPS_SCRIPT_URL: 'https://maps.proxy.test/v3/',
    });
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scriptSrc)
      .to.include('https://maps.proxy.test')
      .and.include('https://api-maps.yandex.ru');
    expect(/connect-src ([^;]*)/.exec(policy)![1]).to.include('https://*.maps.yandex.net');
    expect(/img-src ([^;]*)/.exec(policy)![1]).to.include('https://*.maps.yandex.net');
    expect(policy).to.not.include('unsafe-eval');
  });
});
