import express, { Router, type RequestHandler } from 'express';
import { pathsOfModel, readsModel } from '../cms/queries';
import { changedEntry, changedFile, wholeModel, type Change } from '../cms/change';
import { EVERYTHING } from '../cms/read-tags';
import { FORM_SPECS } from '../forms/form-specs';
import { sameSecret } from '../metrics';

/** Drops the answers and pages a change reaches (model '*': everything); the number dropped. */
export type Purge = (change: Change) => number | Promise<number>;

export interface WebhookOptions {
  /** CMS_WEBHOOK_SECRET; without it the endpoint does not exist (404). */
  secret?: string;
  purge: Purge;
  logger: { info(details: object, message?: string): void };
}

const MODEL = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Enough for Strapi's event, model and an ordinary entry; of the entry, only its ids are read. */
const BODY_LIMIT = '64kb';

/** The types the forms create (form-specs.ts): the site only writes them, never shows them. */
const FORM_PATHS = new Set(Object.values(FORM_SPECS).map(({ collection }) => `/api/${collection}`));
const isFormType = (model: string) => pathsOfModel(model).some((path) => FORM_PATHS.has(path));

/** What to purge (a change), or why nothing is; null for a body that names no model. */
type Decision = { purge: Change } | { ignored: string; model: string | null } | null;

/**
 * What a Strapi 4 or 5 webhook (`{ event, model, entry }`) changed of what the site shows. Form
 * types change nothing: a visitor's appeal, CV or request, and the upload of its attachments
 * (`media.create`: a file no entry shows yet), would otherwise empty every cache on each
 * submission. A changed or deleted file (`media.update`, `media.delete`) drops the pages and
 * answers that hold it (change.ts `changedFile`); one the webhook does not name, everything. A model the site reads drops its own answers; any other model drops
 * everything, since it may be part of what the site reads without a path of its own (a type
 * whose plural the table does not spell, such as `news-item` for `/api/news`). An entry event
 * that names its entry (change.ts `changedEntry`) drops the model's lists and that entry's pages
 * and answers; the other entries' detail pages stay.
 */
function decide(body: unknown): Decision {
  const { event, model, entry, media } = (body ?? {}) as {
    event?: unknown;
    model?: unknown;
    entry?: unknown;
    media?: unknown;
  };
  if (event === 'media.create') return { ignored: 'an upload no entry shows yet', model: null };
  if (typeof event === 'string' && event.startsWith('media.'))
    return { purge: changedFile(media) ?? wholeModel(EVERYTHING) };
  if (typeof model !== 'string' || !MODEL.test(model)) return null;
  if (isFormType(model)) return { ignored: 'a form type the site never reads', model };
  if (!readsModel(model)) return { purge: wholeModel(EVERYTHING) };
  return { purge: { model, entries: changedEntry(entry) } };
}

/** Answers 404 without a secret and 401 to a wrong one, before a byte of the body is read. */
function authorized(secret: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!secret) return void res.status(404).json({ error: { status: 404, message: 'Not found' } });
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, secret))
      return void res.status(401).json({ error: { status: 401, message: 'Wrong webhook secret' } });
    next();
  };
}

/**
 * The body, read with a small limit. Strapi sends the whole entry, so a long article can pass
 * it: the call still says that something changed, and everything is dropped.
 */
function webhookBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const tooLarge = (error as { type?: unknown } | undefined)?.type === 'entity.too.large';
      res.locals.purgeAll = tooLarge;
      next(tooLarge ? undefined : error);
    });
}

/**
 * POST /api/cms/webhook: Strapi calls it on every publish, update or delete with the header
 * `Authorization: Bearer <CMS_WEBHOOK_SECRET>`, and editors see their change at once.
 */
export function cmsWebhook(options: WebhookOptions): Router {
  const router = Router();
  router.post('/', authorized(options.secret), webhookBody(), async (req, res) => {
    const decision: Decision =
      res.locals.purgeAll === true ? { purge: wholeModel(EVERYTHING) } : decide(req.body);
    if (!decision)
      return void res.status(400).json({ error: { status: 400, message: 'No model in the body' } });
    const event = (req.body as { event?: unknown } | undefined)?.event;
    if ('ignored' in decision) {
      options.logger.info({ ...decision, event }, 'CMS webhook: nothing to purge');
      return void res.json({ ...decision, purged: 0 });
    }
    const { model, entries } = decision.purge;
    const purged = await options.purge(decision.purge);
    options.logger.info({ model, entries, event, purged }, 'CMS webhook: cache purged');
    res.json({ model, ...(entries.length > 0 && { entries }), purged });
  });
  return router;
}
