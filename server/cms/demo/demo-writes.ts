import type { ContentType } from '../model/content-model';
import { StrapiError } from './strapi-error';
import type { SubmissionStore } from './submission-store';

const validation = (message: string, details?: Record<string, unknown>) =>
  new StrapiError(400, 'ValidationError', message, details);
const missingData = () => validation('Missing "data" payload in the request body');

function dataObject(value: unknown): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw missingData();
}

function parseJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Strapi 4 takes `{"data":{…}}` as JSON, or multipart with a `data` JSON part and `files.<field>`
 * parts (`body` as axios hands it over: a JSON string or a FormData).
 */
function parseCreate(body: unknown) {
  if (!(body instanceof FormData)) {
    return { fields: dataObject(dataObject(parseJson(body)).data), files: [] };
  }
  const files = [...body.entries()].flatMap(([name, value]) =>
    name.startsWith('files.') && value instanceof File
      ? [{ field: name.slice('files.'.length), file: value }]
      : [],
  );
  return { fields: dataObject(parseJson(body.get('data'))), files };
}

/** POST /api/<form type>: store the submission (and its files) under DATA_DIR; 200 as Strapi 4 answers. */
export async function createEntry(store: SubmissionStore, type: ContentType, body: unknown) {
  if (type.kind !== 'form') throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
  const { fields, files } = parseCreate(body);
  const record: Record<string, unknown> = { ...fields };
  for (const { field, file } of files) {
    record[field] = [...((record[field] as unknown[] | undefined) ?? []), await store.upload(file)];
  }
  const entry = await store.create(type.api, record);
  if (!entry) {
    const message = 'This attribute must be unique';
    const error = { path: ['idempotency_key'], message, name: 'ValidationError' };
    throw validation(message, { errors: [error] });
  }
  // Like Strapi, media are left out of the answer unless populated.
  for (const { field } of files) delete entry.attributes[field];
  return { data: entry, meta: {} };
}

/** POST /api/upload: the upload plugin answers a bare array of file entries, without `data`. */
export async function uploadFiles(store: SubmissionStore, body: unknown) {
  const files = body instanceof FormData ? body.getAll('files') : [];
  const blobs = files.filter((value): value is File => value instanceof File);
  if (blobs.length === 0) throw validation('Files are empty');
  const stored = await Promise.all(blobs.map((file) => store.upload(file)));
  return stored.map(({ id, attributes }) => ({ id, ...attributes }));
}
