'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

// Where `npm run cms` hands over site.env and admin.env (the tests give each Strapi its own).
const STATE_DIR = process.env.NAMUNA_STATE_DIR || path.join(__dirname, '..');
const LOCALES = [
  { code: 'uz', name: "O'zbek (uz)" },
  { code: 'en', name: 'English (en)' },
  { code: 'ru', name: 'Русский (ru)' },
];
const FORM_TYPES = ['appeal', 'vacancy-application', 'contact-request', 'open-account-request'];
const SITE_TOKEN = 'namuna-site';
const SEED_TOKEN = 'namuna-seed';
const WEBHOOK = 'namuna-site';
/**
 * Only what can change a page: not `entry.create` (a draft, or a visitor's form entry) nor
 * `media.create` (an upload no entry shows yet, such as a form's attachment), which the site
 * would ignore anyway (server/api/cms-webhook.ts), nor `entry.draft-discard` (drafts only).
 */
const WEBHOOK_EVENTS = [
  'entry.publish',
  'entry.unpublish',
  'entry.update',
  'entry.delete',
  'media.update',
  'media.delete',
];

/** Strapi 5 keeps its services in a container; Strapi 4 hangs them on the instance. */
const service = (strapi, name) =>
  typeof strapi.get === 'function' ? strapi.get(name) : strapi[name];

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of LOCALES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name });
  }
  if ((await locales.getDefaultLocale()) !== 'uz') await locales.setDefaultLocale({ code: 'uz' });
}

/** The site's reads, the four forms' create and the upload: nothing else (README, step 3). */
function sitePermissions(strapi) {
  const reads = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::'))
    .filter((uid) => !FORM_TYPES.some((form) => uid === `api::${form}.${form}`))
    .flatMap((uid) =>
      strapi.contentTypes[uid].kind === 'singleType'
        ? [`${uid}.find`]
        : [`${uid}.find`, `${uid}.findOne`],
    );
  const creates = FORM_TYPES.map((form) => `api::${form}.${form}.create`);
  return [...reads, ...creates, 'plugin::upload.content-api.upload'];
}

/** A fresh token's key (the old one of that name, if any, is revoked: keys are shown only once). */
async function issueToken(strapi, attributes) {
  const tokens = strapi.service('admin::api-token');
  const old = await tokens.getByName(attributes.name);
  if (old) await tokens.revoke(old.id);
  const created = await tokens.create({ lifespan: null, ...attributes });
  return { key: created.accessKey, fresh: !old };
}

async function ensureWebhook(strapi, siteUrl, secret) {
  const store = service(strapi, 'webhookStore');
  const runner = service(strapi, 'webhookRunner');
  const wanted = {
    name: WEBHOOK,
    url: `${siteUrl}/api/cms/webhook`,
    headers: { Authorization: `Bearer ${secret}` },
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((hook) => hook.name === WEBHOOK);
  // Every start writes the whole webhook: one registered by an older version gets these events.
  if (existing) {
    const updated = await store.updateWebhook(existing.id, wanted);
    runner.update(updated);
  } else {
    runner.add(await store.createWebhook(wanted));
  }
}

const envFile = (lines) =>
  `${Object.entries(lines)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`;

function updateEnvFile(file, values) {
  if (!fs.existsSync(file)) return;
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const kept = lines.filter((line) => !(line.split('=')[0] in values));
  fs.writeFileSync(
    file,
    envFile({
      ...Object.fromEntries(kept.map((line) => line.split(/=(.*)/s).slice(0, 2))),
      ...values,
    }),
    {
      mode: 0o600,
    },
  );
}

/**
 * `npm run cms` (NAMUNA_SITE_ENV set): the site's token, a full-access token for seeding, the
 * webhook to the site, and the files that hand them over. They are written again only when
 * site.env is missing, so a second start changes nothing.
 */
async function connectSite(strapi) {
  const siteEnv = path.join(STATE_DIR, 'site.env');
  const siteUrl = process.env.SITE_URL || 'http://127.0.0.1:3000';
  const webhookSecret = process.env.CMS_WEBHOOK_SECRET;
  await ensureWebhook(strapi, siteUrl, webhookSecret);
  const cmsUrl = `http://${strapi.config.get('server.host')}:${strapi.config.get('server.port')}`;
  if (fs.existsSync(siteEnv)) {
    // A later start on another port or for another site address keeps the tokens.
    updateEnvFile(siteEnv, { CMS_URL: cmsUrl, PUBLIC_URL: siteUrl });
    updateEnvFile(path.join(STATE_DIR, 'admin.env'), { CMS_URL: cmsUrl });
    return;
  }
  const site = await issueToken(strapi, {
    name: SITE_TOKEN,
    description: 'The website: reads, form creates, uploads',
    type: 'custom',
    permissions: sitePermissions(strapi),
  });
  const seed = await issueToken(strapi, {
    name: SEED_TOKEN,
    description: 'npm run cms: seeding and tests (full access)',
    type: 'full-access',
  });
  fs.writeFileSync(
    path.join(STATE_DIR, 'admin.env'),
    envFile({ CMS_URL: cmsUrl, CMS_ADMIN_TOKEN: seed.key }),
    { mode: 0o600 },
  );
  // A database that had no site token is new: the launcher seeds it once.
  if (site.fresh) fs.writeFileSync(path.join(STATE_DIR, '.seed-pending'), crypto.randomUUID());
  fs.writeFileSync(
    siteEnv,
    envFile({
      CMS_URL: cmsUrl,
      CMS_TOKEN: site.key,
      CMS_WEBHOOK_SECRET: webhookSecret,
      CMS_PREVIEW_SECRET: process.env.CMS_PREVIEW_SECRET,
      PUBLIC_URL: siteUrl,
    }),
    { mode: 0o600 },
  );
  strapi.log.info(`Wrote ${path.relative(process.cwd(), siteEnv)} for the website`);
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    if (process.env.NAMUNA_SITE_ENV === '1') await connectSite(strapi);
  },
};
