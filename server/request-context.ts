import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** What code deep below a request (CMS loads, log lines) knows about it. */
export interface RequestContext {
  id: string;
  /** CMS answers this request had to wait for (cache misses): the read rate limit counts these. */
  cmsLoads: number;
  /**
   * An editor's preview (a valid preview cookie): CMS reads ask for drafts and bypass every cache
   * shared with other visitors.
   */
  preview: boolean;
  /**
   * The address is past the read rate limit: the request may still be answered from the caches,
   * but a CMS load refuses with ReadLimitError (the read API's 429).
   */
  overReadLimit: boolean;
}

/** A load that would have reached the CMS for an address past the read rate limit. */
export class ReadLimitError extends Error {
  constructor() {
    super('read rate limit reached');
    this.name = 'ReadLimitError';
  }
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = () => storage.getStore();

export const inPreview = () => storage.getStore()?.preview === true;

export function countCmsLoad(): void {
  const context = storage.getStore();
  if (context?.overReadLimit) throw new ReadLimitError();
  if (context) context.cmsLoads += 1;
}

const SAFE_ID = /^[\w.:-]{1,64}$/;

/** A platform router's X-Request-Id when it looks like one, else a new UUID. */
export function reqIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Runs the rest of the request inside its context and names it in `X-Request-Id`. */
export const withRequestContext: RequestHandler = (req, res, next) => {
  const context: RequestContext = {
    id: String(req.id),
    cmsLoads: 0,
    preview: false,
    overReadLimit: false,
  };
  res.locals.requestContext = context;
  res.set('X-Request-Id', context.id);
  storage.run(context, next);
};
