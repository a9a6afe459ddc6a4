import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { publishedWebhook } from '../support/webhook';
import { startFakeStrapi, type FakeAnswer, type FakeStrapi } from '../support/fake-strapi';
import { depositsNamed, depositsSite } from '../support/strapi-fixtures';

const SECRET = 'webhook-secret-for-answers';

describe('read-API answers are kept as bytes, one read for concurrent callers, until a purge of what they read', () => {
  let cms: FakeStrapi;
  let app: App;
  let name = 'Омонат Плюс';
  let hold: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const depositCalls = () =>
    cms.requests.filter((call) => call.path.startsWith('/api/contributions')).length;

  beforeEach(async () => {
    name = 'Омонат Плюс';
    hold = null;
    const deposits = depositsSite(() => {
      const answer = async () => depositsNamed(name);
      return (hold ? hold.then(answer) : answer()) as unknown as FakeAnswer;
    });
    cms = await startFakeStrapi(deposits);
    // The CMS cache off: every read that is not kept reaches the CMS.
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_CACHE_TTL: '0', CMS_WEBHOOK_SECRET: SECRET });
  });
  afterEach(async () => {
    release();
    await app.stop();
    await cms.close();
  });
  const hook = (model: string) => publishedWebhook(app, SECRET, model);

  it('answers 100 concurrent reads of a list with one CMS read and the same bytes', async () => {
    hold = new Promise<void>((resolve) => (release = resolve));
    const reads = Array.from({ length: 100 }, () =>
      request(app)
        .get('/api/v1/deposits?locale=ru')
        .then((answer) => answer),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const answers = await Promise.all(reads);
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(100).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).to.equal(1);
    expect(answers[99]!.text).to.include('Омонат Плюс');
    expect(depositCalls()).to.equal(1);
  });

  it('reads again after a deposit edit, and not after a news edit', async () => {
    await request(app).get('/api/v1/deposits?locale=ru');
    await request(app).get('/api/deposits?locale=ru&unknown=1');
    expect(depositCalls(), 'the unversioned alias and an unknown parameter share it').to.equal(1);
    await hook('news-item');
    await request(app).get('/api/v1/deposits?locale=ru');
    expect(depositCalls(), 'a news edit keeps it').to.equal(1);
    name = 'Омонат Плюс Янги';
    await hook('contribution');
    const after = await request(app).get('/api/v1/deposits?locale=ru');
    expect(depositCalls()).to.equal(2);
    expect(after.text).to.include('Омонат Плюс Янги');
  });
});
