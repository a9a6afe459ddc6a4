'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { errors } = require('@strapi/utils');

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

const keyIndex = (table) => `${table}_idempotency_key_unique`;

/** The database refusing a second row with a form's key (the index below): PostgreSQL, SQLite. */
const isKeyTaken = (error, table) =>
  (error?.code === '23505' && error.constraint === keyIndex(table)) ||
  (error?.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    String(error.message).includes(`${table}.idempotency_key`));

/**
 * Strapi 5 answers that refusal with a bare 500, as any failure, but the site's relay must tell a
 * key already stored (delivered) from a failure (retried): so it gets the refusal of Strapi's own
 * unique check, which the relay knows. Strapi 4 has no document service: there the 500 is
 * retried after the relay's lease, and the retry is refused by that check.
 */
function answerTakenKeys(strapi) {
  strapi.documents?.use(async (context, next) => {
    try {
      return await next();
    } catch (error) {
      const isForm = FORM_TYPES.some((name) => context.uid === `api::${name}.${name}`);
      if (context.action !== 'create' || !isForm) throw error;
      if (!isKeyTaken(error, context.contentType.collectionName)) throw error;
      const message = 'This attribute must be unique';
      const value = context.params?.data?.idempotency_key;
      throw new errors.ValidationError(message, {
        errors: [{ path: ['idempotency_key'], message, name: 'ValidationError', value }],
      });
    }
  });
}

/**
 * A database unique index on each form table's `idempotency_key`. Strapi checks `unique` only in
 * the application (a SELECT before its INSERT), so two creates of one key in flight at once (the
 * relay's retry of a create Strapi writes after the relay's lease) could both be stored. Made here,
 * after Strapi has synced its tables, on every start, fresh database or not: a migration in
 * database/migrations runs before Strapi syncs its tables (so before they exist on a first start),
 * and Strapi 4 drops the indexes it does not know whenever a migration runs (Strapi 5 keeps them):
 * whatever a sync dropped or rebuilt, this makes again. Like Strapi's check, which skips null and
 * '', rows without a key (an editor's entry) stay free. The form types have no draft & publish (one
 * row per entry): with it, a draft and its published row would share a key.
 */
async function ensureUniqueKeys(strapi) {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName?.();
  for (const form of FORM_TYPES) {
    const table = strapi.contentTypes[`api::${form}.${form}`].collectionName;
    try {
      // No bound value: PostgreSQL takes no parameters in DDL.
      await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??) WHERE ?? <> ''`, [
        keyIndex(table),
        schema ? `${schema}.${table}` : table,
        'idempotency_key',
        'idempotency_key',
      ]);
    } catch (error) {
      // Most likely keys stored twice before the index existed. The CMS still serves the site (its
      // pages matter more), but an operator must remove the doubles for the index to be made.
      strapi.log.error(
        `No unique index on ${table}.idempotency_key (${error.message}): if keys are stored twice, delete the extra rows (README, Operations), then restart`,
      );
    }
  }
}

module.exports = {
  register({ strapi }) {
    answerTakenKeys(strapi);
  },
  async bootstrap({ strapi }) {
    await ensureUniqueKeys(strapi);
    await ensureLocales(strapi);
    if (process.env.NAMUNA_SITE_ENV === '1') await connectSite(strapi);
  },
};
