import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

/** Ends a part on a byte boundary with no history carried on, so parts made apart join (RFC 1951). */
const OPEN = { level: 9, finishFlush: constants.Z_FULL_FLUSH };

/**
 * A form page gzip-compressed once around the places its idempotency key goes (ADR 007). Each of
 * its answers carries a key of its own, so compression() compressed all of it for every view:
 * 3 to 4 CPU ms for a 140 KB page, a quarter of a traffic mix's CPU while form pages were 5 % of
 * its views. Here the bytes between the keys are deflated once, each part from an empty history
 * and flushed to a byte boundary; an answer deflates only its key and joins the parts, with the
 * gzip trailer's checksum and length (RFC 1952). Any gzip reader reads the joined stream as one.
 */
export interface KeyedGzip {
  /** The gzip header and the deflated bytes before the first key. */
  head: Buffer;
  /** The deflated bytes after each key, the last part final. */
  tails: Buffer[];
  /** The plain bytes after each key, which the checksum reads after that key. */
  plainTails: Buffer[];
  /** The checksum of the bytes before the first key. */
  headCrc: number;
  /** The page's length without its keys. */
  sizeWithoutKeys: number;
}

/** Deflates `body` once around the keys at `keyAt`, each `keyLength` bytes long. */
export async function keyedGzip(
  body: Buffer,
  keyAt: readonly number[],
  keyLength: number,
): Promise<KeyedGzip> {
  const [first = body.length] = keyAt;
  const plainTails = keyAt.map((at, index) => body.subarray(at + keyLength, keyAt[index + 1]));
  const head = body.subarray(0, first);
  const [deflatedHead, ...tails] = await Promise.all([
    // Without keys the head is the whole page, and final.
    gzipAsync(head, plainTails.length > 0 ? OPEN : { level: 9 }),
    ...plainTails.map((part, index) =>
      deflateRawAsync(part, index === plainTails.length - 1 ? { level: 9 } : OPEN),
    ),
  ]);
  return {
    head: deflatedHead!,
    tails,
    plainTails,
    headCrc: crc32(head),
    sizeWithoutKeys: body.length - keyAt.length * keyLength,
  };
}

/** The page with `key` at each of its places, as one gzip stream. */
export function gzipWithKey(kept: KeyedGzip, key: string): Buffer {
  // A page without a key place is its head: a whole gzip stream, trailer and all.
  if (kept.tails.length === 0) return kept.head;
  const keyBytes = Buffer.from(key, 'latin1');
  const deflatedKey = deflateRawSync(keyBytes, OPEN);
  const parts = [kept.head];
  let crc = kept.headCrc;
  kept.tails.forEach((tail, index) => {
    parts.push(deflatedKey, tail);
    crc = crc32(kept.plainTails[index]!, crc32(keyBytes, crc));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  const size = kept.sizeWithoutKeys + kept.tails.length * keyBytes.length;
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([...parts, trailer]);
}
