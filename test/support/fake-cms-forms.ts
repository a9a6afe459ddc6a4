import { strapiFixture } from './strapi-fixtures';
import type { FakeAnswer, FakeHandler, FakeRequest } from './fake-strapi';

export interface StoredFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface StoredRecord {
  collection: string;
  data: Record<string, unknown>;
  /** Files by field: v4's `files.<field>` parts, or v5's uploaded files the ids point at. */
  files: Record<string, StoredFile[]>;
}

/** `before`: 500 without storing; `after`: stored, then 500 (the answer is lost). */
export type Failure = 'before' | 'after' | null;

const INTERNAL = {
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
};

async function parts(request: FakeRequest): Promise<FormData> {
  const type = String(request.headers['content-type'] ?? '');
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': type },
  }).formData();
}

async function fileOf(value: FormDataEntryValue): Promise<StoredFile> {
  const file = value as File;
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}

/** The GETs the relay and the site make: the version probe and the vacancy lookup by slug. */
export function read(version: 4 | 5, request: FakeRequest): FakeAnswer | undefined {
  if (request.path === '/api/news-categories')
    return { body: strapiFixture(version, 'news-categories.ru.json') };
  if (request.path !== '/api/vacancies') return undefined;
  const slug = (request.query.filters as { slug?: { $eq?: string } } | undefined)?.slug?.$eq;
  const list = strapiFixture(version, 'extra.vacancies.ru.json') as {
    data: { slug?: string; attributes?: { slug: string } }[];
  };
  const data = list.data.filter((entry) => (entry.attributes?.slug ?? entry.slug) === slug);
  return {
    body: {
      ...list,
      data,
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
    },
  };
}

/**
 * A Strapi 4 or 5 stand-in for the three form collections: creates (v4 multipart, v5 JSON
 * with file ids), uploads, and a unique `idempotency_key` answered as the real one does.
 */
export function formsCms(
  version: 4 | 5,
  fail: (request: FakeRequest) => Failure = () => null,
  reads: (version: 4 | 5, request: FakeRequest) => FakeAnswer | undefined = read,
) {
  const records: StoredRecord[] = [];
  const uploads = new Map<number, StoredFile>();
  let nextId = 100;

  async function upload(request: FakeRequest): Promise<FakeAnswer> {
    const form = await parts(request);
    const stored = await Promise.all(form.getAll('files').map(fileOf));
    const template = (
      strapiFixture(
        version,
        version === 4 ? 'extra.upload.response.json' : 'appeal-create.upload.response.json',
      ) as object[]
    )[0];
    const body = stored.map((file) => {
      const id = ++nextId;
      uploads.set(id, file);
      return { ...template, id, name: file.name, mime: file.type };
    });
    return { status: version === 4 ? 200 : 201, body };
  }

  async function incoming(
    request: FakeRequest,
  ): Promise<{ data: Record<string, unknown>; files: StoredRecord['files'] }> {
    // Strapi 4 takes a JSON create with uploaded file ids too (the relay's way while the version is unknown).
    if (String(request.headers['content-type']).startsWith('application/json')) {
      const { data } = JSON.parse(request.body.toString('utf8')) as {
        data: Record<string, unknown>;
      };
      const files: StoredRecord['files'] = {};
      for (const field of ['files', 'cv_file']) {
        if (data[field] !== undefined)
          files[field] = [data[field]].flat().map((id) => uploads.get(Number(id)) as StoredFile);
      }
      return { data, files };
    }
    const form = await parts(request);
    const files: StoredRecord['files'] = {};
    for (const [name, value] of form) {
      if (name.startsWith('files.')) (files[name.slice(6)] ??= []).push(await fileOf(value));
    }
    return { data: JSON.parse(String(form.get('data'))) as Record<string, unknown>, files };
  }

  async function create(request: FakeRequest): Promise<FakeAnswer> {
    const collection = request.path.replace('/api/', '');
    const { data, files } = await incoming(request);
    if (
      records.some(
        (record) =>
          record.collection === collection && record.data.idempotency_key === data.idempotency_key,
      )
    ) {
      return {
        status: 400,
        body: strapiFixture(version, 'error-400.duplicate-idempotency-key.json'),
      };
    }
    records.push({ collection, data, files });
    const id = ++nextId;
    const entry =
      version === 4 ? { id, attributes: data } : { id, documentId: `doc${id}`, ...data };
    return { status: version === 4 ? 200 : 201, body: { data: entry, meta: {} } };
  }

  const handler: FakeHandler = async (request) => {
    if (request.method === 'GET') return reads(version, request);
    const failure = fail(request);
    if (failure === 'before') return { status: 500, body: INTERNAL };
    const answer = request.path === '/api/upload' ? await upload(request) : await create(request);
    return failure === 'after' ? { status: 500, body: INTERNAL } : answer;
  };
  return { handler, records, uploads };
}
