import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeAnswer, type FakeStrapi } from '../support/fake-strapi';
import { depositsNamed, depositsSite } from '../support/strapi-fixtures';

describe('one render per page, a stale page at once, and a cap on renders', () => {
  let cms: FakeStrapi;
  /** While set, the CMS holds its deposit answers until `release()`. */
  let hold: Promise<void> | null = null;
  let release: () => void = () => undefined;
  let name = 'Омонат Плюс';
  const holdDeposits = () => {
    hold = new Promise<void>((resolve) => (release = resolve));
  };
  const depositCalls = () =>
    cms.requests.filter((call) => call.path.startsWith('/api/contributions')).length;
  let app: App | undefined;
  const appWith = (env: Record<string, string>) =>
    (app = createTestApp({ CMS_URL: cms.baseUrl, CMS_CACHE_TTL: '0', ...env }));

  beforeEach(async () => {
    name = 'Омонат Плюс';
    hold = null;
    cms = await startFakeStrapi(
      depositsSite(() => {
        // The answer is the content at the moment the CMS answers.
        const answer = async () => depositsNamed(name);
        return (hold ? hold.then(answer) : answer()) as unknown as FakeAnswer;
      }),
    );
  });
  afterEach(async () => {
    release();
    await app?.stop();
    await cms.close();
  });

  it('renders a page once for 200 visitors who miss it at the same moment, and sends them all its bytes', async () => {
    const site = appWith({});
    holdDeposits();
    const visits = Array.from({ length: 200 }, () => request(site).get('/ru/deposit'));
    const answers = Promise.all(visits.map((visit) => visit.then((response) => response)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const pages = await answers;
    expect(pages.map((page) => page.status)).to.deep.equal(Array(200).fill(200));
    expect(new Set(pages.map((page) => page.headers.etag)).size).to.equal(1);
    expect(pages[199]!.text).to.include('Омонат Плюс');
    expect(depositCalls()).to.equal(1);
  });

  it('does not count visitors waiting for a render they did not start against the read limit', async () => {
    // 300 visitors behind one address (one corporate proxy) on a page being rendered, with a read
    // limit of 20 requests that wait for the CMS: only the render's own request reads it.
    const site = appWith({ READ_RATE_LIMIT_MAX: '20' });
    holdDeposits();
    const first = request(site)
      .get('/ru/deposit')
      .then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rest = Array.from({ length: 299 }, () =>
      request(site)
        .get('/ru/deposit')
        .then((response) => response.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect((await first).status).to.equal(200);
    expect(await Promise.all(rest)).to.deep.equal(Array(299).fill(200));
  });

  it('answers an expired page at once from the stale copy while it is rendered again', async () => {
    const site = appWith({ HTML_CACHE_TTL: '1' });
    const first = await request(site).get('/ru/deposit');
    expect(first.text).to.include('Омонат Плюс');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    name = 'Омонат Плюс 2027';
    holdDeposits();
    const started = Date.now();
    const stale = await request(site).get('/ru/deposit');
    expect(Date.now() - started).to.be.below(1_000);
    expect(stale.status).to.equal(200);
    expect(stale.text).to.equal(first.text);
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fresh = await request(site).get('/ru/deposit');
    expect(fresh.text).to.include('Омонат Плюс 2027');
  });

  it('refuses renders past the cap and its queue with 503, Retry-After and the page language', async () => {
    const site = appWith({ RENDERS_IN_FLIGHT: '1', RENDER_QUEUE: '1' });
    holdDeposits();
    // Three pages that all read the deposits: one renders, one waits, the third is refused.
    const running = request(site)
      .get('/ru/deposit')
      .then((response) => response);
    const waiting = request(site)
      .get('/en/deposit')
      .then((response) => response);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await request(site).get('/deposit');
    expect(refused.status).to.equal(503);
    expect(refused.headers['retry-after']).to.equal('5');
    expect(refused.headers['cache-control']).to.equal('no-store');
    expect(refused.text).to.equal('Sayt hozir band. Bir daqiqadan soʻng urinib koʻring.');
    release();
    expect((await running).status).to.equal(200);
    expect((await waiting).status).to.equal(200);
  });

  it("limits each address's pages rendered for every request, and never its cached pages", async () => {
    const site = appWith({ RENDERS_PER_ADDRESS_MAX: '3' });
    for (const query of ['a', 'b', 'c'])
      expect((await request(site).get(`/ru/search?query=${query}`)).status).to.equal(200);
    const limited = await request(site).get('/ru/search?query=d');
    expect(limited.status).to.equal(429);
    expect(limited.text).to.equal(
      'Слишком много запросов с вашего адреса. Попробуйте через минуту.',
    );
    expect((await request(site).get('/ru/deposit')).status).to.equal(200);
    expect((await request(site).get('/ru/deposit')).status).to.equal(200);
  });
});
