import { join } from 'node:path';
import { expect } from 'chai';
import {
  cmsSeed,
  differencesFrom,
  requireStrapi,
  startSite,
  startUnseeded,
  strapiGet,
  STRAPI4_DIR,
  tempDir,
  type Site,
} from '../support/real-strapi';
import { SQLITE_KEY_INDEXES, sqliteKeyIndexes } from '../support/form-key-indexes';
import type { RunningStrapi } from '../../cms/launcher/strapi-process';
import { freePort } from '../support/bundle-process';

describe('Strapi 4.26: the schemas of cms/strapi boot, and npm run cms:seed fills it', function () {
  this.timeout(400_000);
  let strapi: RunningStrapi;
  let token: string;
  let databaseFile: string;
  const sites: Site[] = [];

  before(async function () {
    requireStrapi(this, STRAPI4_DIR);
    databaseFile = join(tempDir('strapi4-db-'), 'data.db');
    strapi = await startUnseeded(STRAPI4_DIR, [], { DATABASE_FILENAME: databaseFile });
    token = strapi.adminToken;
  });
  after(async () => {
    await Promise.all([strapi?.stop(), ...sites.map((site) => site.stop())]);
  });

  const count = async (api: string, locale: string) => {
    const response = await strapiGet(strapi, `${api}?locale=${locale}&publicationState=preview`);
    return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination
      .total;
  };

  it('has the unique index on the idempotency key of each form table (issue 32)', () => {
    expect(sqliteKeyIndexes(databaseFile)).to.deep.equal(SQLITE_KEY_INDEXES);
  });

  it('says in one line what is wrong with the address or the token, with exit code 1', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(cmsSeed('--url', 'not a url', '--token', token)).to.deep.include({
      status: 1,
      err: '--url "not a url" is not a URL (e.g. http://127.0.0.1:1337)',
    });
    expect(cmsSeed('--url', strapi.url, '--token', 'wrong')).to.deep.include({
      status: 1,
      err: 'Strapi refused the token (401): give a valid full-access API token with --token',
    });
    expect(cmsSeed('--url', strapi.url, '--token', strapi.siteEnv.CMS_TOKEN!)).to.deep.include({
      status: 1,
      err: 'The token may not GET /api/i18n/locales (403): give a full-access API token',
    });
    expect(cmsSeed('--url', nobody, '--token', token)).to.deep.include({
      status: 1,
      err: `Cannot reach Strapi at ${nobody}: ECONNREFUSED`,
    });
    expect(cmsSeed('--url', strapi.url).err).to.match(/^--token is missing/);
  });

  it('lists what it would create in a dry run, and writes nothing', async () => {
    const dry = cmsSeed('--url', strapi.url, '--token', token, '--dry-run');
    expect(dry.status).to.equal(0);
    expect(dry.out).to.include('would create contributions omonat-plus (uz)\n');
    expect(dry.out).to.include('would create news namangan-branch-opened (ru)\n');
    expect(dry.out).to.include('would upload deposit-omonat-plus.svg\n');
    expect(dry.out).to.include(
      'Strapi 4: would upload 121 files, would create 297 language versions, kept 0 already there',
    );
    expect(await count('contributions', 'uz')).to.equal(0);
  });

  it('seeds it once (a second run creates nothing), and the site on it shows the embedded pages', async () => {
    const first = cmsSeed('--url', strapi.url, '--token', token);
    expect(first.status, first.err).to.equal(0);
    expect(first.out).to.include(
      'Strapi 4: uploaded 121 files, created 297 language versions, kept 0 already there',
    );
    const second = cmsSeed('--url', strapi.url, '--token', token);
    expect(second.out).to.include(
      'uploaded 0 files, created 0 language versions, kept 297 already there',
    );
    expect(await count('contributions', 'ru')).to.equal(6);

    const [onStrapi4, embedded] = await Promise.all([startSite(strapi.siteEnv), startSite({})]);
    sites.push(onStrapi4, embedded);
    expect(await differencesFrom(embedded, onStrapi4)).to.deep.equal([]);
  });

  it('refuses, writing nothing, when a type holds an entry the demo content does not have', async () => {
    const created = await fetch(`${strapi.url}/api/vacancies`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Kassir', slug: 'kassir-2027', locale: 'uz' } }),
    });
    expect(created.status).to.equal(200);
    const refused = cmsSeed('--url', strapi.url, '--token', token);
    expect(refused.status).to.equal(1);
    expect(refused.err).to.equal(
      'Refusing to seed: Strapi holds 1 entry the demo content does not have (vacancies "kassir-2027" (uz)); nothing was written. Seed an empty Strapi, or one this command seeded.',
    );
    expect(await count('vacancies', 'uz')).to.equal(5);
  });
});
