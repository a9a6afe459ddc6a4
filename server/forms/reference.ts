import { createHash } from 'node:crypto';
import type { FormKind } from '@/lib/forms/form-types';

/** Digits and capitals without 0/O, 1/I: nothing a caller can misread or mishear. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SYMBOLS = 10;

/**
 * The short reference a visitor reads to the call centre, e.g. `7K3MQ-9XTAB`, and the CMS keeps
 * with the submission. It is derived from the form and its idempotency key, not drawn: a resent
 * or retried submission (the same key) gets the same reference, whether it is delivered at once or
 * waits in the outbox, and nothing needs to be stored or coordinated between workers. Its
 * uniqueness follows the key's (unique per form in the CMS database): 10 symbols of 32 are 50
 * bits, so a million submissions of one form share a reference with odds of about 1 in 2 000.
 * The CMS field is not declared unique on purpose: that refusal would park a submission instead
 * of counting it delivered as the idempotency key's refusal does (cms-delivery.ts).
 */
export function submissionReference(kind: FormKind, key: string): string {
  const digest = createHash('sha256').update(`${kind}:${key}`).digest();
  let bits = digest.readBigUInt64BE(0) >> BigInt(64 - SYMBOLS * 5);
  let symbols = '';
  for (let at = 0; at < SYMBOLS; at += 1) {
    symbols = ALPHABET[Number(bits & 31n)]! + symbols;
    bits >>= 5n;
  }
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}
