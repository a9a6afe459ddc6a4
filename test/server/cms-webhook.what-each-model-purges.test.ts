import { expect } from 'chai';
import request from 'supertest';
import { appOverSwitchableCms } from '../support/switchable-cms';

const SECRET = 'webhook-secret-0123456789';
/** Between them they read six CMS answers. */
const PAGES = ['/ru/deposit', '/ru/deposit/omonat-plus', '/ru/news', '/api/deposits?locale=ru'];

describe('CMS webhook: what each model purges (issue 31)', () => {
  const { app, state } = appOverSwitchableCms({ CMS_WEBHOOK_SECRET: SECRET });
  after(() => app.stop());

  const hook = (body: object) =>
    request(app).post('/api/cms/webhook').set('Authorization', `Bearer ${SECRET}`).send(body);
  /** The pages again; how many requests that took to reach the CMS. */
  const cmsCallsOfPages = async () => {
    const before = state.calls;
    for (const path of PAGES) await request(app).get(path).expect(200);
    return state.calls - before;
  };

  beforeEach(async () => {
    await cmsCallsOfPages();
    expect(await cmsCallsOfPages(), 'warm: every page from the caches').to.equal(0);
  });

  for (const [body, model] of [
    [{ event: 'entry.create', model: 'contact-request', entry: { id: 7 } }, 'contact-request'],
    [{ event: 'entry.create', model: 'appeal', entry: { id: 8, text: 'Salom' } }, 'appeal'],
    [
      {
        event: 'entry.create',
        model: 'vacancy-application',
        uid: 'api::vacancy-application.vacancy-application',
      },
      'vacancy-application',
    ],
    [
      { event: 'entry.create', model: 'open-account-request', entry: { id: 9 } },
      'open-account-request',
    ],
  ] as const) {
    it(`ignores a new ${model}: a form type, nothing reaches the CMS again`, async () => {
      const answer = await hook(body);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({
        model,
        ignored: 'a form type the site never reads',
        purged: 0,
      });
      expect(await cmsCallsOfPages()).to.equal(0);
    });
  }

  it('ignores media.create, an upload no entry shows yet (a visitor attachment)', async () => {
    const answer = await hook({ event: 'media.create', media: { id: 3, name: 'cv.pdf' } });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({
      model: null,
      ignored: 'an upload no entry shows yet',
      purged: 0,
    });
    expect(await cmsCallsOfPages()).to.equal(0);
  });

  it('drops the deposits answers and pages for contribution, and only those', async () => {
    const answer = await hook({ event: 'entry.publish', model: 'contribution', entry: { id: 1 } });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ model: 'contribution', purged: 2 });
    const before = state.calls;
    await request(app).get('/ru/news').expect(200);
    expect(state.calls - before, 'the news page, rendered again from cached answers').to.equal(0);
    await request(app).get('/ru/deposit').expect(200);
    expect(state.calls - before, 'the deposits list, read again').to.equal(1);
    await request(app).get('/ru/deposit/omonat-plus').expect(200);
    expect(state.calls - before, 'and the deposit, read again').to.equal(2);
  });

  it('drops only the news answers for news-item, whose REST path is /api/news', async () => {
    const answer = await hook({
      event: 'entry.publish',
      model: 'news-item',
      uid: 'api::news.news-item',
    });
    expect(answer.body).to.deep.equal({ model: 'news-item', purged: 1 });
    expect(await cmsCallsOfPages(), 'the news list, read again').to.equal(1);
  });

  describe('an entry event that names its entry', () => {
    /** Omonat Plus: 1 in Uzbek, 2 in English, 3 in Russian (the embedded content, Strapi 4 ids). */
    const OMONAT_PLUS_RU = { id: 3, slug: 'omonat-plus', localizations: [{ id: 1 }, { id: 2 }] };
    const OTHER_DEPOSIT = '/ru/deposit/mustahkam-kelajak';
    const cmsCallsOf = async (path: string) => {
      const before = state.calls;
      await request(app).get(path).expect(200);
      return state.calls - before;
    };

    it('drops the list and that deposit in every language, and keeps the other deposits', async () => {
      for (const path of [OTHER_DEPOSIT, '/en/deposit/omonat-plus']) await cmsCallsOf(path);
      expect(await cmsCallsOf(OTHER_DEPOSIT), 'warm').to.equal(0);
      const answer = await hook({
        event: 'entry.update',
        model: 'contribution',
        entry: OMONAT_PLUS_RU,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({
        model: 'contribution',
        entries: ['3', '1', '2'],
        purged: 3,
      });
      expect(await cmsCallsOf(OTHER_DEPOSIT), 'another deposit: page and answer kept').to.equal(0);
      expect(await cmsCallsOf('/ru/news'), 'the news').to.equal(0);
      expect(await cmsCallsOf('/ru/deposit'), 'the deposits list, read again').to.equal(1);
      expect(await cmsCallsOf('/ru/deposit/omonat-plus'), 'the deposit, read again').to.equal(1);
      expect(await cmsCallsOf('/en/deposit/omonat-plus'), 'in English too').to.equal(1);
    });

    it('names a Strapi 5 entry by its documentId, the same in every language', async () => {
      const answer = await hook({
        event: 'entry.publish',
        model: 'contribution',
        entry: { id: 41, documentId: 'kq3ur8d1x0vbn2c7w5yz6a4e', locale: 'ru', name: 'Omonat' },
      });
      expect(answer.body).to.deep.equal({
        model: 'contribution',
        entries: ['kq3ur8d1x0vbn2c7w5yz6a4e'],
        purged: 1,
      });
      expect(await cmsCallsOf('/ru/deposit/omonat-plus'), 'not that entry: kept').to.equal(0);
      expect(await cmsCallsOf('/ru/deposit'), 'the list, read again').to.equal(1);
    });

    it('drops every deposit for a Strapi 4 entry without its localizations (a new language of it?)', async () => {
      await cmsCallsOf(OTHER_DEPOSIT);
      const answer = await hook({ event: 'entry.update', model: 'contribution', entry: { id: 3 } });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.have.property('model', 'contribution');
      expect(answer.body).not.to.have.property('entries');
      expect(await cmsCallsOf(OTHER_DEPOSIT), 'another deposit, read again').to.equal(1);
      expect(await cmsCallsOf('/ru/deposit/omonat-plus')).to.equal(1);
    });
  });

  for (const event of ['media.update', 'media.delete']) {
    it(`drops, for ${event} of a file, the pages and answers holding it, and only those`, async () => {
      // File 31 is Omonat Plus's picture (the embedded content): on the deposits list and its page.
      const answer = await hook({ event, media: { id: 31, name: 'deposit-omonat-plus.svg' } });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({ model: 'upload.file', entries: ['31'], purged: 2 });
      const before = state.calls;
      for (const path of ['/ru/news', '/api/deposits?locale=ru'])
        await request(app).get(path).expect(200);
      expect(
        state.calls - before,
        'the news page; the read API from the answer read again',
      ).to.equal(1);
      await request(app).get('/ru/deposit/omonat-plus').expect(200);
      expect(state.calls - before, 'the deposit, read again').to.equal(2);
    });
  }

  for (const body of [
    // A file the call does not name by its id.
    { event: 'media.update', media: { name: 'deposit-omonat-plus.svg' } },
    { event: 'media.delete' },
    // A model the table has no path for (a component, say): the safe default.
    { event: 'entry.publish', model: 'seo-block', uid: 'api::seo-block.seo-block' },
  ]) {
    it(`drops everything for ${[body.event, body.model].filter(Boolean).join(' of ')}`, async () => {
      const answer = await hook(body);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({ model: '*', purged: 6 });
      expect(
        await cmsCallsOfPages(),
        'all six answers: social links, legal entities, news categories, deposits, the deposit, news',
      ).to.equal(6);
    });
  }
});
