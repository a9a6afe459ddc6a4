import type { FileType } from '@/lib/forms/form-types';
import { readZipDirectory, readZipEntry } from './zip-directory';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The main stream every Word 97–2003 file has; Excel or Outlook OLE2 files do not. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** [Content_Types].xml is a few kilobytes; a bigger one is not worth inflating. */
const CONTENT_TYPES_MAX = 256 * 1024;

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

/**
 * A ZIP is a Word document only with `word/` parts and a main part declared as wordprocessingml.
 * Decided from the central directory plus at most CONTENT_TYPES_MAX bytes of real output, so a
 * zip bomb (or a part that lies about its size) cannot hold the event loop.
 */
function isDocx(bytes: Buffer): boolean {
  const entries = readZipDirectory(bytes);
  if (!entries?.some((entry) => entry.name.startsWith('word/'))) return false;
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  const content = types && readZipEntry(bytes, types, CONTENT_TYPES_MAX);
  return Boolean(content?.toString('utf8').includes(DOCX_MAIN));
}

/** The file's type by its content (never by name or declared type), or null when not accepted. */
export function detectFileType(bytes: Buffer): FileType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return bytes.includes(WORD_STREAM) ? 'doc' : null;
  if (startsWith(bytes, ZIP)) return isDocx(bytes) ? 'docx' : null;
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  return null;
}

const MIME: Readonly<Record<FileType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The MIME type the CMS is told: the detected one, not what the browser claimed. */
export function mimeOf(type: FileType): string {
  return MIME[type];
}
