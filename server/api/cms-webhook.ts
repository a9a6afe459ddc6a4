import express, { Router } from 'express';
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

/**
 * The model a Strapi 4 or 5 webhook names (`{ event, model, entry }`). Media events
 * (`media.create`, …) carry no model: any page may show the file, so everything goes.
 */
function modelOf(body: unknown): string | null {
  const { event, model } = (body ?? {}) as { event?: unknown; model?: unknown };
  if (typeof event === 'string' && event.startsWith('media.')) return '*';
  return typeof model === 'string' && MODEL.test(model) ? model : null;
}

/**
 * POST /api/cms/webhook: Strapi calls it on every publish, update or delete with the header
 * `Authorization: Bearer <CMS_WEBHOOK_SECRET>`, and editors see their change at once.
 */
export function cmsWebhook(options: WebhookOptions): Router {
  const router = Router();
  const { secret } = options;
  router.post('/', express.json({ limit: '1mb' }), async (req, res) => {
    if (!secret) return void res.status(404).json({ error: { status: 404, message: 'Not found' } });
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, secret))
      return void res.status(401).json({ error: { status: 401, message: 'Wrong webhook secret' } });
    const model = modelOf(req.body);
    if (!model)
      return void res.status(400).json({ error: { status: 400, message: 'No model in the body' } });
    const purged = await options.purge(model);
    options.logger.info(
      { model, event: (req.body as { event?: unknown }).event, purged },
      'CMS webhook: cache purged',
    );
    res.json({ model, purged });
  });
  return router;
}
