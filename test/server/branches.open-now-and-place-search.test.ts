import { expect } from 'chai';
import { clockInNewYork } from '../support/tashkent-clock';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { decode, visibleText } from '../support/html';

const names = (html: string) =>
  [...html.matchAll(/<h3 class="branch-item__name">([^<]*)<\/h3>/g)].map((m) => decode(m[1]!));

// 23 November 2026 is a Monday; Tashkent is UTC+5 all year, the server here runs in New York.
describe('GET /branches?open=1 (open now, Tashkent time)', () => {
  const suite = appForSuite();
  const clock = clockInNewYork();
  const listAt = async (iso: string, url: string) => {
    clock.at(iso);
    return request(suite.app).get(url);
  };

  it('leaves out the branches on their lunch break at 13:30 on Monday', async () => {
    const { text } = await listAt('2026-11-23T08:30:00Z', '/en/branches?open=1&type=branch');
    expect(names(text)).to.deep.equal([
      'Andijan branch',
      'Chilonzor branch',
      'Fergana branch',
      'Head office',
      'Namangan branch',
      'Samarkand branch',
      'Yunusobod branch',
    ]);
  });

  it('lists every 24/7 ATM at 3:00 on a Sunday night', async () => {
    const { text } = await listAt('2026-11-28T22:00:00Z', '/ru/branches?open=1&type=atm');
    expect(names(text)).to.deep.equal([
      'Банкомат — Мирзо Улугбек',
      'Банкомат — Ферганский дехканский рынок',
      'Банкомат — аэропорт Ташкента',
      'Банкомат — вокзал Самарканда',
    ]);
  });

  it('lists the exchange office open until 2:00 at 1:00 on Tuesday, with the ATMs', async () => {
    const { text } = await listAt('2026-11-23T20:00:00Z', '/en/branches?open=1');
    expect(names(text)).to.deep.equal([
      "ATM — Fergana farmers' market",
      'ATM — Mirzo Ulugbek',
      'ATM — Samarkand railway station',
      'ATM — Tashkent Airport',
      'Exchange office — Airport',
    ]);
    expect(visibleText(text)).to.include('Found: 5');
  });

  it('leaves out every branch on its Sunday day off, in Uzbek', async () => {
    const { text } = await listAt('2026-11-29T06:00:00Z', '/branches?open=1&type=branch');
    expect(names(text)).to.deep.equal([]);
    expect(visibleText(text)).to.include('Topildi: 0');
  });

  it('keeps the box ticked in the form, so the next submit keeps it', async () => {
    const { text } = await listAt('2026-11-23T05:00:00Z', '/en/branches?open=1');
    expect(text).to.match(/<input type="checkbox" name="open" checked="" value="1"\/>/);
    expect(visibleText(text)).to.include('Open now');
  });

  describe('and the page caches', () => {
    it('renders again at the next request instead of serving the cached list', async () => {
      const night = await listAt('2026-11-23T20:00:00Z', '/en/branches?open=1&type=exchange');
      const morning = await listAt('2026-11-24T05:00:00Z', '/en/branches?open=1&type=exchange');
      expect(names(night.text)).to.deep.equal(['Exchange office — Airport']);
      expect(names(morning.text)).to.deep.equal([
        'Exchange office — Airport',
        'Exchange office — Tashkent City',
      ]);
    });

    it('tells shared caches to check every view, and answers 304 within the minute', async () => {
      const first = await listAt('2026-11-23T20:00:10Z', '/en/branches?open=1');
      expect(first.headers['cache-control']).to.equal('public, no-cache');
      Date.now = () => new Date('2026-11-23T20:00:50Z').getTime();
      const again = await request(suite.app)
        .get('/en/branches?open=1')
        .set('If-None-Match', first.headers.etag!);
      expect(again.status).to.equal(304);
    });

    it('leaves the other filters shared for the usual time', async () => {
      const { headers } = await request(suite.app).get('/en/branches?type=atm');
      expect(headers['cache-control']).to.equal(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
    });
  });
});

describe('GET /branches?q= (place search without the map)', () => {
  const suite = appForSuite();
  const listed = async (url: string) => names((await request(suite.app).get(url)).text);

  it('narrows to the Chilonzor district by name, in Uzbek', async () => {
    expect(await listed('/branches?q=Chilonzor')).to.deep.equal(['Chilonzor filiali']);
  });

  it('narrows to the Chilonzor district by name, in English', async () => {
    expect(await listed('/en/branches?q=Chilonzor')).to.deep.equal(['Chilonzor branch']);
  });

  it('narrows to the Chilonzor district in Russian, typed in lower case', async () => {
    expect(
      await listed('/ru/branches?q=%D1%87%D0%B8%D0%BB%D0%B0%D0%BD%D0%B7%D0%B0%D1%80'),
    ).to.deep.equal(['Филиал Чиланзар']);
  });

  it('finds a street typed with a plain apostrophe or none for the Uzbek ʻ', async () => {
    expect(await listed("/branches?q=ulug'bek")).to.deep.equal(['Bankomat — Mirzo Ulugʻbek']);
    expect(await listed('/branches?q=MIRZO+ULUGBEK')).to.deep.equal(['Bankomat — Mirzo Ulugʻbek']);
  });

  it('needs every word, found in the address or the region name', async () => {
    expect(await listed('/en/branches?q=amir+temur+108')).to.deep.equal(['Yunusobod branch']);
    expect(await listed('/en/branches?q=samarkand+region')).to.deep.equal([
      'ATM — Samarkand railway station',
      'Samarkand branch',
    ]);
  });

  it('combines with the other filters and keeps the text in the form', async () => {
    const { text } = await request(suite.app).get('/en/branches?type=atm&q=Amir+Temur');
    expect(names(text)).to.deep.equal([]);
    expect(text).to.match(/<input [^>]*type="search"[^>]*name="q" value="Amir Temur"\/>/);
  });
});
