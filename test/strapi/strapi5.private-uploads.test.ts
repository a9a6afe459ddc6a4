import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { STRAPI_DIR } from '../../cms/launcher/strapi-process';
import { SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';
import {
  requireStrapi,
  startWorld,
  strapiGet,
  tempDir,
  type World,
  registerFirstAdmin,
} from '../support/real-strapi';
import { createTestApp } from '../support/start-app';
import type { App } from '../../server/app';

/** What Strapi answers about a stored file (the fields this suite reads). */
interface StoredFile {
  id: number;
  name: string;
  mime: string;
  hash: string;
  ext: string;
  url: string;
}

/** The provider of cms/strapi (CommonJS), as Strapi itself loads it. */
interface PrivateUploads {
  settingsOf(options: object, publicDir?: string): object;
  signedUrl(settings: object, name: string, now?: number): string;
  serve(settings: object): unknown;
}
type KoaApp = {
  use(middleware: unknown): KoaApp;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
};
const fromStrapi = () => createRequire(join(STRAPI_DIR, 'package.json'));

const SIGNED = /^\/private-uploads\/statement_[A-Za-z0-9_]+\.pdf\?expires=\d+&signature=[\w-]{43}$/;

describe('Visitors’ files on the real Strapi 5 are private: no address opens them but an editor’s signed link', function () {
  this.timeout(300_000);
  let world: World;
  let app: App;
  let adminJwt: string;
  /** Every line the site logged while it took and delivered the appeal. */
  const siteLog: string[] = [];

  before(async function () {
    requireStrapi(this);
    world = await startWorld();
    // The site in-process, on this Strapi with its own token, as `npm start` would run it.
    app = createTestApp(
      {
        CMS_URL: world.strapi.url,
        CMS_TOKEN: world.strapi.siteEnv.CMS_TOKEN!,
        DATA_DIR: tempDir('private-uploads-site-'),
        FORMS_RELAY_WAIT_MS: '20000',
        LOG_LEVEL: 'debug',
      },
      { write: (line: string) => void siteLog.push(line) },
    );
    // The first administrator of this Strapi, as an editor registers in the admin panel.
    adminJwt = await registerFirstAdmin(world.strapi.url);
  });
  after(async () => {
    await app?.stop();
    await world?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${world.strapi.url}${path}`, { headers, redirect: 'manual' });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  let sent: StoredFile;

  it('stores the PDF of an appeal sent through the site outside public/, under an address that answers 403', async () => {
    const key = randomUUID();
    const body = formBody({ ...VALID.appeal, idempotency_key: key }, [
      { field: 'files', name: 'statement.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
    ]);
    const answer = await postForm(app, 'appeal', body);
    expect(answer.status, JSON.stringify(answer.json)).to.equal(201);

    // Read back with the full-access token: the appeal holds the file, behind a signed link.
    const stored = await strapiGet(
      world.strapi,
      `appeals?filters[idempotency_key][$eq]=${key}&populate=files`,
    );
    const [appeal] = ((await stored.json()) as { data: { files: StoredFile[] }[] }).data;
    expect(appeal!.files).to.have.length(1);
    sent = appeal!.files[0]!;
    expect(sent).to.include({ name: 'statement.pdf', mime: 'application/pdf', ext: '.pdf' });
    expect(sent.url).to.match(SIGNED);
    const address = `/private-uploads/${sent.hash}.pdf`;
    expect(sent.url.split('?')[0]).to.equal(address);

    // On disk: in the private folder with the bytes sent, and nowhere under public/.
    expect(readFileSync(join(world.dir, 'private-uploads', `${sent.hash}.pdf`))).to.deep.equal(
      SAMPLE_PDF,
    );
    const publicUploads = readdirSync(join(world.dir, 'public', 'uploads'));
    expect(publicUploads.filter((name) => name.includes(sent.hash))).to.deep.equal([]);
    expect(existsSync(join(world.dir, 'public', 'uploads', `${sent.hash}.pdf`))).to.equal(false);

    // Without authorisation: the stored address, the local provider's address, the site's token.
    expect((await get(address)).status).to.equal(403);
    expect((await get(`/uploads/${sent.hash}.pdf`)).status).to.equal(404);
    const siteToken = { Authorization: `Bearer ${world.strapi.siteEnv.CMS_TOKEN}` };
    expect((await get(address, siteToken)).status).to.equal(403);
    expect((await get(`/api/upload/files/${sent.id}`, siteToken)).status).to.equal(403);
    // A link whose expiry or signature was changed opens nothing either.
    const link = new URL(sent.url, world.strapi.url);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await get(later.pathname + later.search)).status).to.equal(403);
    const forged = new URL(link);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await get(forged.pathname + forged.search)).status).to.equal(403);
    // Nor does a signed link of one file open another: the signature covers the name.
    const other = `/private-uploads/other_0123456789.pdf${link.search}`;
    expect((await get(other)).status).to.equal(403);
  });

  it('opens exactly the bytes sent for an editor: the admin API’s and the full-access token’s signed links', async () => {
    const fromAdmin = await get(`/upload/files/${sent.id}`, {
      Authorization: `Bearer ${adminJwt}`,
    });
    expect(fromAdmin.status).to.equal(200);
    const editorsFile = (await fromAdmin.json()) as StoredFile;
    expect(editorsFile.url).to.match(SIGNED);
    for (const url of [editorsFile.url, sent.url]) {
      const opened = await get(url);
      expect(opened.status, url).to.equal(200);
      expect(opened.headers.get('content-type')).to.equal('application/pdf');
      expect(opened.headers.get('cache-control')).to.equal('private, no-store');
      expect(opened.headers.get('x-content-type-options')).to.equal('nosniff');
      const bytes = await bytesOf(opened);
      expect(bytes.length).to.equal(77);
      expect(bytes).to.deep.equal(SAMPLE_PDF);
      expect(bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    }
  });

  it('gives the site’s token no link that opens the file, and the site logs no address of it', async () => {
    // The answer to an upload with the site's token, as the site's delivery gets it.
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const uploaded = await fetch(`${world.strapi.url}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.strapi.siteEnv.CMS_TOKEN}` },
      body: form,
    });
    expect(uploaded.status).to.equal(201);
    const [file] = (await uploaded.json()) as StoredFile[];
    expect(file!.url).to.equal(`/private-uploads/${file!.hash}.pdf`);
    expect((await get(file!.url)).status).to.equal(403);

    const log = siteLog.join('');
    expect(log).to.include('submission delivered to the CMS');
    expect(log).not.to.include(sent.hash);
    expect(log).not.to.include('private-uploads');
    expect(log).not.to.include('signature=');
  });

  it('keeps the bank’s own media public: a seeded image opens without a token at its /uploads/ address', async () => {
    const found = await strapiGet(
      world.strapi,
      'upload/files?filters[name][$eq]=deposit-omonat-plus.svg',
    );
    const [image] = (await found.json()) as StoredFile[];
    expect(image!.url).to.equal(`/uploads/${image!.hash}.svg`);
    const opened = await get(image!.url);
    expect(opened.status).to.equal(200);
    expect((await opened.text()).startsWith('<svg')).to.equal(true);
  });
});

describe('The private uploads route of cms/strapi’s provider, on its own', function () {
  let provider: PrivateUploads;
  let settings: object;
  let dir: string;
  let server: (req: IncomingMessage, res: ServerResponse) => void;

  before(function () {
    requireStrapi(this);
    const load = fromStrapi();
    provider = load('strapi-provider-upload-private') as PrivateUploads;
    dir = tempDir('private-uploads-unit-');
    writeFileSync(join(dir, 'cv_abc123.pdf'), SAMPLE_PDF);
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'x.pdf'), 'nested');
    settings = provider.settingsOf({
      privateDir: dir,
      secret: 'a test secret of thirty-two chars!',
      expiresIn: 300,
    });
    const Koa = load('koa') as new () => KoaApp;
    server = new Koa().use(provider.serve(settings)).callback();
  });

  it('serves a file for a valid signature, 403 once expired or without one, 404 for a name not there', async () => {
    const valid = provider.signedUrl(settings, 'cv_abc123.pdf');
    const ok = await request(server).get(valid).buffer(true);
    expect(ok.status).to.equal(200);
    expect(Buffer.from(ok.body as Buffer)).to.deep.equal(SAMPLE_PDF);
    expect(ok.headers['content-disposition']).to.equal('inline');

    // Signed 301 s ago with a 300 s lifetime: expired a second ago.
    const expired = provider.signedUrl(settings, 'cv_abc123.pdf', Date.now() - 301_000);
    expect((await request(server).get(expired)).status).to.equal(403);
    expect((await request(server).get('/private-uploads/cv_abc123.pdf')).status).to.equal(403);
    expect((await request(server).get(provider.signedUrl(settings, 'gone_1.pdf'))).status).to.equal(
      404,
    );
  });

  it('never leaves its folder, even for a name signed with the right secret', async () => {
    for (const name of ['../cv_abc123.pdf', 'sub/x.pdf', '.hidden']) {
      const signed = provider.signedUrl(settings, name);
      expect((await request(server).get(signed)).status, name).to.equal(403);
    }
    // `..` spelt so that no client tidies it away before it is sent.
    const parent = provider.signedUrl(settings, '..').replace('/..?', '/%2E%2E?');
    expect((await request(server).get(parent)).status).to.equal(403);
    expect((await request(server).get('/private-uploads/..%2F..%2Fetc%2Fpasswd')).status).to.equal(
      403,
    );
    expect((await request(server).get('/private-uploads/%E0%A4%A')).status).to.equal(403);
  });

  it('refuses settings that would make the files readable: a short secret, a folder inside public/', () => {
    expect(() => provider.settingsOf({ privateDir: dir, secret: 'short' })).to.throw(/32\+/);
    expect(() => provider.settingsOf({ privateDir: 'relative', secret: 'x'.repeat(32) })).to.throw(
      /absolute/,
    );
    const options = { privateDir: join(dir, 'public', 'secret'), secret: 'x'.repeat(32) };
    expect(() => provider.settingsOf(options, join(dir, 'public'))).to.throw(/inside public/);
    expect(() => provider.settingsOf(options, join(dir, 'elsewhere'))).not.to.throw();
  });
});
