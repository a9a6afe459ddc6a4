/**
 * A fresh idempotency key for one submission (32 hex digits). getRandomValues works in every
 * browser context, unlike randomUUID, which needs HTTPS.
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An idempotency key as the relay accepts it (a browser makes one with newSubmissionKey). */
export const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function isSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && SUBMISSION_KEY.test(value);
}
