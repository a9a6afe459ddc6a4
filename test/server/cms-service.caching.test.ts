import { expect } from 'chai';
import type { CmsServiceOptions } from '../../server/cms/cms-service';
import { testCmsService } from '../support/test-cms-service';
import { answerByPath, startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { strapiFixture } from '../support/strapi-fixtures';
import { recordingLogger } from '../support/recording-logger';

describe('CmsService caching', () => {
  let fake: FakeStrapi;
  let logger: ReturnType<typeof recordingLogger>;
  const cards = answerByPath({ '/api/cards': strapiFixture(5, 'cards-list.ru.json') });

  const service = (overrides: Partial<CmsServiceOptions> = {}) =>
    testCmsService(fake.baseUrl, { version: 5, logger, ...overrides });

  before(async () => {
    fake = await startFakeStrapi();
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.handle(cards);
    logger = recordingLogger();
  });

  it('answers a repeated call from the cache without reaching the CMS', async () => {
    const cms = service();
    const first = await cms.cards('ru');
    const second = await cms.cards('ru');
    expect(second).to.deep.equal(first);
    expect(fake.requests).to.have.length(1);
  });

  it('keeps each language apart', async () => {
    const cms = service();
    await cms.cards('ru');
    await cms.cards('en');
    expect(fake.requests.map((request) => request.query.locale)).to.deep.equal(['ru', 'en']);
  });

  it('sends one request for concurrent identical calls', async () => {
    const cms = service();
    const results = await Promise.all([cms.cards('ru'), cms.cards('ru'), cms.cards('ru')]);
    expect(results[0]).to.have.length(4);
    expect(fake.requests).to.have.length(1);
  });

  it('serves the stale answer when the CMS later fails, and warns', async () => {
    const cms = service({ cacheTtlSeconds: 0 });
    const fresh = await cms.cards('ru');
    fake.handle(() => ({ status: 500, body: { data: null } }));
    expect(await cms.cards('ru')).to.deep.equal(fresh);
    expect(fake.requests).to.have.length(2);
    expect(logger.lines.map((line) => line.level)).to.deep.equal(['warn']);
  });

  it('serves a stale detail when the CMS times out', async () => {
    fake.handle(answerByPath({ '/api/cards': strapiFixture(5, 'card-detail.ru.json') }));
    const cms = service({ cacheTtlSeconds: 0, timeoutMs: 200 });
    const fresh = await cms.card('ru', 'uzcard-classic');
    fake.handle(() => 'hang');
    expect(await cms.card('ru', 'uzcard-classic'))
      .to.deep.equal(fresh)
      .and.not.equal(null);
  });

  it('maps a cached answer once and shares it frozen, so no caller can change what others see', async () => {
    const cms = service();
    const first = await cms.cards('ru');
    const image = first[0]?.image;
    expect(() => {
      if (image) image.url = 'changed';
    }).to.throw(TypeError);
    const again = await cms.cards('ru');
    expect(again).to.equal(first);
    expect(again[0]?.image?.url).to.match(/^\/uploads\//);
  });
});
