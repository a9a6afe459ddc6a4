import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Writable } from 'node:stream';
import type { FormResult } from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';

/** An upload cut off because the bytes held in memory reached a limit; multer passes it on. */
export class UploadBudgetError extends Error {
  readonly problem: FormResult = {
    ok: false,
    status: 503,
    errors: { [FORM_ERROR]: 'errors.busy' },
    retryAfterSeconds: 30,
  };

  constructor() {
    super('upload budget spent');
    this.name = 'UploadBudgetError';
  }
}

export interface UploadLimits {
  /** Bytes of multipart bodies held at once, over all requests. */
  totalBytes: number;
  /** Bytes one client address (an IPv6 /56, as the rate limits count) may hold of them. */
  perAddressBytes: number;
  /**
   * What an address may hold out of the whole total: one ordinary upload. Bytes past them are
   * taken only while `reservedBytes` of the total stay free, so that addresses already holding
   * much can never take the room an address holding nothing needs (see `uploadBudget`).
   */
  ordinaryBytes: number;
  reservedBytes: number;
}

/**
 * Multer's `streamHandler`: feeds a multipart body to its parser and charges each chunk to the
 * budget as it arrives, so a client is charged what it sent, never what its Content-Length
 * claims (a slow client declaring 50 MB holds nothing until it sends it). A chunk that passes
 * the total or the address's share cuts that upload off (503 with Retry-After); what a request
 * holds is released when its answer is sent or the client goes. Bytes multer drains after an
 * error are not held, so they are not charged.
 *
 * Fair shares: an address's bytes past `ordinaryBytes` must leave `reservedBytes` free, and only
 * its first `ordinaryBytes` may use those. So once the last such byte was taken, only addresses
 * within their first `ordinaryBytes` can fill the reserve: an address holding nothing can always
 * send `ordinaryBytes` unless at least reservedBytes / ordinaryBytes other addresses are each
 * still within their own at that moment, however much any number of others hold past theirs.
 */
export function uploadBudget(limits: UploadLimits) {
  let total = 0;
  const byAddress = new Map<string, number>();
  const charge = (address: string, bytes: number) => {
    total += bytes;
    const held = (byAddress.get(address) ?? 0) + bytes;
    if (held > 0) byAddress.set(address, held);
    else byAddress.delete(address);
    return held;
  };
  return function streamHandler(req: Request, parser: Writable) {
    const address = ipKeyGenerator(req.ip ?? '');
    let held = 0;
    const stopCounting = () => req.off('data', count);
    const release = () => {
      stopCounting();
      charge(address, -held);
      held = 0;
    };
    function count(chunk: Buffer) {
      held += chunk.length;
      const ofAddress = charge(address, chunk.length);
      const room =
        ofAddress <= limits.ordinaryBytes
          ? limits.totalBytes
          : limits.totalBytes - limits.reservedBytes;
      if (total <= room && ofAddress <= limits.perAddressBytes) return;
      release();
      parser.destroy(new UploadBudgetError());
    }
    req.on('data', count);
    parser.once('unpipe', stopCounting);
    req.res?.once('close', release);
    req.pipe(parser);
  };
}
