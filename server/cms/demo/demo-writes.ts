import type { ContentType } from './content-fields';
import { StrapiError, forbidden } from './strapi-errors';
import type { SubmissionStore } from './submission-store';

function missingData(): StrapiError {
  return new StrapiError(400, 'ValidationError', 'Missing "data" payload in the request body');
}

function duplicateKey(): StrapiError {
  const message = 'This attribute must be unique';
  return new StrapiError(400, 'ValidationError', message, {
    errors: [{ path: ['idempotency_key'], message, name: 'ValidationError' }],
  });
}

interface CreateBody {
  fields: Record<string, unknown>;
  /** `files.<field>` parts of a Strapi 4 multipart create. */
  files: { field: string; file: File }[];
}

/** Strapi 4 takes `{"data":{…}}` as JSON, or multipart with a `data` JSON part and `files.<field>` parts. */
function parseCreate(body: unknown): CreateBody {
  if (body instanceof FormData) {
    const data = body.get('data');
    const files = [...body.entries()].flatMap(([name, value]) =>
      name.startsWith('files.') && value instanceof File
        ? [{ field: name.slice('files.'.length), file: value }]
        : [],
    );
    if (typeof data !== 'string') throw missingData();
    return { fields: parseJsonObject(data), files };
  }
  const parsed = typeof body === 'string' ? parseJsonObject(body) : {};
  const data = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw missingData();
  return { fields: data as Record<string, unknown>, files: [] };
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Falls through to Strapi's answer for a body without data.
  }
  throw missingData();
}

/** POST /api/<form type>: store the submission (and its files) under DATA_DIR; 200 as Strapi 4 answers. */
export async function createEntry(store: SubmissionStore, type: ContentType, body: unknown) {
  if (type.kind !== 'form') throw forbidden();
  const { fields, files } = parseCreate(body);
  const record: Record<string, unknown> = { ...fields };
  for (const { field, file } of files) {
    const media = await store.upload(file);
    record[field] = [...((record[field] as unknown[] | undefined) ?? []), media];
  }
  const entry = await store.create(type.api, record);
  if (!entry) throw duplicateKey();
  const { attributes } = entry;
  // Like Strapi, media are left out of the answer unless populated.
  for (const { field } of files) delete attributes[field];
  return { data: entry, meta: {} };
}

/** POST /api/upload: the upload plugin answers a bare array of file entries, without `data`. */
export async function uploadFiles(store: SubmissionStore, body: unknown) {
  const files =
    body instanceof FormData
      ? body.getAll('files').filter((value): value is File => value instanceof File)
      : [];
  if (files.length === 0) throw new StrapiError(400, 'ValidationError', 'Files are empty');
  const stored = await Promise.all(files.map((file) => store.upload(file)));
  return stored.map(({ id, attributes }) => ({ id, ...attributes }));
}
