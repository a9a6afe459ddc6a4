import express, { Router, type RequestHandler } from 'express';
import { sameSecret } from '../metrics';

/** Drops the cached answers of one Strapi model; '*' drops everything. The number dropped. */
export type Purge = (model: string) => number | Promise<number>;

export interface WebhookOptions {
  /** CMS_WEBHOOK_SECRET; without it the endpoint does not exist (404). */
  secret?: string;
  purge: Purge;
  logger: { info(details: object, message?: string): void };
}

const MODEL = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Enough for Strapi's event, model and an ordinary entry; only the model is read. */
const BODY_LIMIT = '64kb';

/**
 * The model a Strapi 4 or 5 webhook names (`{ event, model, entry }`). Media events
 * (`media.create`, …) carry no model: any page may show the file, so everything goes.
 */
function modelOf(body: unknown): string | null {
  const { event, model } = (body ?? {}) as { event?: unknown; model?: unknown };
  if (typeof event === 'string' && event.startsWith('media.')) return '*';
  return typeof model === 'string' && MODEL.test(model) ? model : null;
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
 * it: the call still says that something changed, and everything is dropped, as for media.
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
    const model = res.locals.purgeAll === true ? '*' : modelOf(req.body);
    if (!model)
      return void res.status(400).json({ error: { status: 400, message: 'No model in the body' } });
    const purged = await options.purge(model);
    options.logger.info(
      { model, event: (req.body as { event?: unknown } | undefined)?.event, purged },
      'CMS webhook: cache purged',
    );
    res.json({ model, purged });
  });
  return router;
}
