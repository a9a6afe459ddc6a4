import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import request from 'supertest';
import { fetchHeaders, visibleText, type Target } from './html';

const DOCX_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** The real PDF of the shared samples (`appeal-attachment.pdf`). */
export const SAMPLE_PDF = readFileSync(
  new URL('../fixtures/strapi/v4/appeal-attachment.pdf', import.meta.url),
);

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/** A minimal Word document: a ZIP with a wordprocessingml main part. */
export function docx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(DOCX_TYPES),
      'word/document.xml': strToU8('<w:document/>'),
    }),
  );
}

/** A ZIP that is not a Word document. */
export function plainZip(): Buffer {
  return Buffer.from(zipSync({ 'notes.txt': strToU8('hello') }));
}

/** An OLE2 compound file holding a `WordDocument` stream name, as Word 97–2003 files do. */
export function doc(): Buffer {
  const header = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  return Buffer.concat([
    header,
    Buffer.alloc(504),
    Buffer.from('WordDocument', 'utf16le'),
    Buffer.alloc(64),
  ]);
}

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
}

/** A data directory under the OS temp folder; `remove()` deletes it. */
export function tempDataDir() {
  const path = mkdtempSync(join(tmpdir(), 'bank-forms-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface Upload {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** Multipart body as a browser would send it. */
export function formBody(fields: Record<string, string>, files: Upload[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return body;
}

/**
 * POSTs a FormData as the multipart body a browser would send it (supertest cannot encode a
 * FormData itself): to the app in-process, or to the URL of a server the test started.
 */
export async function postMultipart(
  target: Target,
  path: string,
  body: FormData,
  headers: Record<string, string> = {},
) {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body });
  return request(target)
    .post(path)
    .set({ 'Content-Type': encoded.headers.get('content-type')!, ...headers })
    .send(Buffer.from(await encoded.arrayBuffer()));
}

/** A plain form POST to a page, as a browser without JavaScript sends it, and the page it gets. */
export async function postPage(target: Target, path: string, body: FormData) {
  const response = await postMultipart(target, path, body);
  return {
    status: response.status,
    headers: fetchHeaders(response.headers as Record<string, string>),
    html: response.text,
    text: visibleText(response.text),
  };
}

export async function postForm(
  target: Target,
  kind: string,
  body: FormData,
  headers: Record<string, string> = {},
) {
  const response = await postMultipart(target, `/api/forms/${kind}`, body, {
    Accept: 'application/json',
    ...headers,
  });
  const json = response.body as {
    id?: string;
    reference?: string;
    status?: string;
    errors?: Record<string, string>;
    codes?: Record<string, string>;
  };
  return {
    status: response.status,
    headers: fetchHeaders(response.headers as Record<string, string>),
    json,
  };
}

export const VALID = {
  appeal: {
    name: 'Aziz Karimov',
    // SOATO codes, as the form sends them: Toshkent shahri, Chilonzor tumani.
    region: '1726',
    city: '1726294',
    email: 'aziz@example.com',
    phone_number: '+998901234567',
    subject_type: 'individual_entity',
    request_type: 'consultation',
    text: 'Depozit haqida maslahat kerak',
    confirmation: 'on',
  },
  vacancy: {
    vacancy: 'frontend-developer',
    name: 'Bobur Aliyev',
    email: 'b@example.com',
    phone: '+998907778899',
    consent: 'on',
  },
  contact: {
    name: 'Dilnoza',
    last_name: 'Rahimova',
    phone: '+998901112233',
    email: 'd@example.com',
  },
  openAccount: {
    company_name: 'Ipak Yoli Savdo MChJ',
    inn: '301 234 567',
    contact_person: 'Sardor Tursunov',
    phone: '+998 90 555 44 33',
    email: 'info@ipakyoli.example',
    branch: 'chilonzor',
    consent: 'on',
  },
} as const;
