import { expect } from 'chai';
import {
  cmsSeed,
  findDeposit,
  requireStrapi,
  startUnseeded,
  startWorld,
  strapiGet,
  type World,
  registerFirstAdmin,
} from '../support/real-strapi';

const total = async (response: Response) =>
  ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;

describe('npm run cms: a later start keeps editors’ work, and the admin links to the site', function () {
  this.timeout(300_000);
  let world: World;
  let adminJwt: string;

  before(async function () {
    requireStrapi(this);
    world = await startWorld();
    // The first administrator of a fresh Strapi registers through the admin API, as in the browser.
    adminJwt = await registerFirstAdmin(world.strapi.url);
  });
  after(async () => {
    await world?.stop();
  });

  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${world.strapi.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${adminJwt}`, 'Content-Type': 'application/json' },
    });

  it('adds nothing on a second start and keeps what an editor changed', async () => {
    expect(world.strapi.seeded).to.equal(null);
    const omonat = await findDeposit(world.strapi, 'omonat-plus', 'uz');
    const edited = await fetch(
      `${world.strapi.url}/api/contributions/${omonat.documentId}?locale=uz`,
      {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${world.strapi.adminToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ data: { name: 'Omonat Plus (tahrir)' } }),
      },
    );
    expect(edited.status).to.equal(200);
    const tokenBefore = world.strapi.siteEnv.CMS_TOKEN;

    const again = await world.restartStrapi();
    expect(again.seeded).to.equal(null);
    expect(again.siteEnv.CMS_TOKEN).to.equal(tokenBefore);
    expect(await total(await strapiGet(again, 'contributions?locale=uz'))).to.equal(6);
    expect((await findDeposit(again, 'omonat-plus', 'uz')).name).to.equal('Omonat Plus (tahrir)');
  });

  it('gives the admin’s "Open preview" a site link that opens the preview of the entry', async () => {
    const ru = await findDeposit(world.strapi, 'dollar-plus', 'ru');
    const uid = 'api::contribution.contribution';
    const answer = await admin(
      `/content-manager/preview/url/${uid}?documentId=${ru.documentId}&locale=ru&status=draft`,
    );
    expect(answer.status).to.equal(200);
    const link = new URL(((await answer.json()) as { data: { url: string } }).data.url);
    expect(link.origin + link.pathname).to.equal(`${world.site.url}/api/preview`);
    expect(link.searchParams.get('url')).to.equal('/ru/deposit/dollar-plus');
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).to.be.oneOf([302, 303]);
    expect(opened.headers.get('location')).to.equal('/ru/deposit/dollar-plus');
    expect(opened.headers.get('set-cookie')).to.match(/HttpOnly/i);
  });

  it('cms:seed names a missing locale in one line and writes nothing', async () => {
    const locales = (await (await admin('/i18n/locales')).json()) as { id: number; code: string }[];
    const russian = locales.find((locale) => locale.code === 'ru')!;
    expect((await admin(`/i18n/locales/${russian.id}`, { method: 'DELETE' })).status).to.equal(200);
    const result = cmsSeed('--url', world.strapi.url, '--token', world.strapi.adminToken);
    expect(result).to.deep.include({
      status: 1,
      err: 'Strapi lacks the locale(s) ru: add them in Settings → Internationalization (uz as the default)',
    });
  });

  it('cms:seed names a missing content type in one line and writes nothing', async () => {
    const bare = await startUnseeded(undefined, ['branch']);
    try {
      const result = cmsSeed('--url', bare.url, '--token', bare.adminToken);
      expect(result).to.deep.include({
        status: 1,
        err: 'Strapi has no content type branches: copy cms/strapi/src/api and src/components into its project and restart it',
      });
      expect(await total(await strapiGet(bare, 'contributions?locale=uz&status=draft'))).to.equal(
        0,
      );
    } finally {
      await bare.stop();
    }
  });
});
