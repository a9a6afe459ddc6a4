import { Inflate } from 'fflate';

/** One entry of a ZIP's central directory: what the archive says, nothing inflated yet. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A Word document has a few dozen parts; more is not a document we accept. */
const MAX_ENTRIES = 2000;
/** Compressed input fed per step: one step can inflate to at most ~1 MB (deflate's ratio is ~1:1032). */
const STEP = 1024;

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

/**
 * The central directory, read without inflating anything; null when it is not a well-formed
 * (non-ZIP64) archive. Sizes are what the archive claims: never trusted for allocation.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

function entryData(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  return stop > bytes.length ? null : bytes.subarray(start, stop);
}

/**
 * The entry's content, or null when it is damaged or would inflate past `maxBytes` of real
 * output (whatever the archive claims). Work is bounded by `maxBytes`, so a zip bomb costs nothing.
 */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const data = entryData(bytes, entry);
  if (!data) return null;
  if (entry.method === 0) return data.length <= maxBytes ? data : null;
  if (entry.method !== 8) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < data.length && size <= maxBytes; offset += STEP) {
      const end = Math.min(offset + STEP, data.length);
      inflate.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    return null;
  }
  return size <= maxBytes ? Buffer.concat(chunks) : null;
}
