import { expect } from 'chai';
import {
  differencesFrom,
  page,
  requireStrapi,
  startSite,
  startWorld,
  type Site,
  type World,
} from '../support/real-strapi';

describe('The site on the real Strapi 5, seeded by npm run cms, shows what the embedded content shows', function () {
  this.timeout(300_000);
  let world: World;
  let embedded: Site;

  before(async function () {
    requireStrapi(this);
    world = await startWorld();
    embedded = await startSite({});
  });
  after(async () => {
    await Promise.all([world?.stop(), embedded?.stop()]);
  });

  it('answers 200 on every page of the sitemap in uz, en and ru, with the same main text', async () => {
    expect(await differencesFrom(embedded, world.site)).to.deep.equal([]);
  });

  it('finds a detail page by slug, by the numeric id of any language version and by documentId', async () => {
    const headers = { Authorization: `Bearer ${world.strapi.adminToken}` };
    const list = await fetch(
      `${world.strapi.url}/api/contributions?locale=en&filters[slug][$eq]=omonat-plus`,
      { headers },
    );
    const [english] = ((await list.json()) as { data: { id: number; documentId: string }[] }).data;
    const russian = await page(world.site, '/ru/deposit/omonat-plus');
    expect(russian.status).to.equal(200);
    expect(russian.main).to.include('Омонат Плюс');
    for (const path of [`/ru/deposit/${english!.id}`, `/ru/deposit/${english!.documentId}`]) {
      const found = await page(world.site, path);
      expect(found.status, path).to.equal(200);
      expect(found.main, path).to.equal(russian.main);
    }
    expect((await page(world.site, '/ru/deposit/no-such-deposit')).status).to.equal(404);
  });
});
