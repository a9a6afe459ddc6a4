import { assert, expect } from 'chai';
import type { CmsServiceOptions } from '../../server/cms/cms-service';
import { CmsUnavailableError } from '../../server/cms/errors';
import { testCmsService } from '../support/test-cms-service';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { strapiFixture } from '../support/strapi-fixtures';
import { recordingLogger } from '../support/recording-logger';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('CmsService error handling (§8)', () => {
  let fake: FakeStrapi;
  let logger: ReturnType<typeof recordingLogger>;

  const service = (overrides: Partial<CmsServiceOptions> = {}) =>
    testCmsService(fake.baseUrl, { version: 4, logger, ...overrides });

  before(async () => {
    fake = await startFakeStrapi();
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    logger = recordingLogger();
  });

  describe('when the CMS answers 4xx', () => {
    for (const status of [400, 403, 404]) {
      it(`treats ${status} as an empty result of every kind`, async () => {
        fake.handle(() => ({ status, body: strapiFixture(4, 'error-404.unknown-id.json') }));
        const cms = service();
        expect(await cms.deposits('ru')).to.deep.equal([]);
        expect(await cms.deposit('ru', 'omonat-plus')).to.equal(null);
        expect(await cms.deposit('ru', '3')).to.equal(null);
        expect(await cms.socialLink('en')).to.equal(null);
        expect(await cms.news('ru', { page: 2 })).to.deep.equal({
          items: [],
          page: 2,
          pageSize: 13,
          pageCount: 0,
          total: 0,
        });
      });
    }

    it('logs nothing above debug', async () => {
      fake.handle(() => ({
        status: 400,
        body: strapiFixture(5, 'error-400.populate-scalar-field.json'),
      }));
      await service().deposit('ru', 'omonat-plus');
      expect(logger.lines.map((line) => line.level)).to.deep.equal(['debug']);
    });
  });

  describe('when the CMS answers 500', () => {
    it('rejects with CmsUnavailableError carrying the status, and logs it', async () => {
      fake.handle(() => ({ status: 500, body: { data: null, error: { status: 500 } } }));
      const error = await rejection(service().cards('ru'));
      expect(error).to.be.instanceOf(CmsUnavailableError).and.to.include({ status: 500 });
      expect(logger.lines.map((line) => line.level)).to.deep.equal(['error']);
    });

    it('rejects a detail lookup as well', async () => {
      fake.handle(() => ({ status: 503, text: 'Service Unavailable' }));
      expect(await rejection(service().card('ru', 'uzcard-classic'))).to.be.instanceOf(
        CmsUnavailableError,
      );
    });
  });

  describe('when the CMS does not answer in time', () => {
    it('rejects with CmsUnavailableError after the timeout', async () => {
      fake.handle(() => 'hang');
      const started = Date.now();
      const error = await rejection(service({ timeoutMs: 200 }).news('ru', { page: 1 }));
      expect(error).to.be.instanceOf(CmsUnavailableError).and.to.include({ status: null });
      expect(Date.now() - started).to.be.below(1500);
    });
  });

  describe('when the CMS cannot be reached', () => {
    it('rejects with CmsUnavailableError', async () => {
      const closed = await startFakeStrapi();
      await closed.close();
      const error = await rejection(service({ baseUrl: closed.baseUrl }).vacancies('en'));
      expect(error).to.be.instanceOf(CmsUnavailableError);
      assert.exists((error as Error).cause);
    });
  });

  describe('when a 200 answer is not JSON', () => {
    it('rejects with CmsUnavailableError instead of showing an empty page', async () => {
      fake.handle(() => ({ status: 200, text: '<html>maintenance</html>' }));
      expect(await rejection(service().branches('uz'))).to.be.instanceOf(CmsUnavailableError);
    });
  });
});
