/**
 * The CMS could not answer: a 5xx, a timeout, a network failure or a body that is not JSON (§8).
 * `status` is the HTTP status when there was a response, otherwise null.
 */
export class CmsUnavailableError extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CmsUnavailableError';
    this.status = options.status ?? null;
  }
}

export function isCmsUnavailable(error: unknown): error is CmsUnavailableError {
  return error instanceof CmsUnavailableError;
}
