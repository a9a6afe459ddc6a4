/**
 * The few REST calls the seeder makes, for Strapi 4 and 5 alike: the differences (an `attributes`
 * wrapper and numeric ids per language in v4, documents with a `documentId` and `status` in v5,
 * and how a language version is added) stay in this file.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { stringify } from 'qs';

export class SeedError extends Error {}

export type StrapiVersion = 4 | 5;

/** An entry as the seeder sees it: the handle other calls need, and its fields. */
export interface Entry {
  /** v5: the documentId shared by every language; v4: the numeric id of this language's row. */
  ref: string | number;
  fields: Record<string, unknown>;
}

export interface UploadedFile {
  id: number;
  name: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function toEntry(version: StrapiVersion, raw: unknown): Entry {
  const record = isObject(raw) ? raw : {};
  if (version === 5) return { ref: String(record.documentId), fields: record };
  const attributes = isObject(record.attributes) ? record.attributes : record;
  return { ref: Number(record.id), fields: attributes };
}

export class StrapiRest {
  version: StrapiVersion = 5;
  private readonly origin: string;

  constructor(
    url: string,
    private readonly token: string,
  ) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new SeedError(`--url ${JSON.stringify(url)} is not a URL (e.g. http://127.0.0.1:1337)`);
    }
    if (!/^https?:$/.test(parsed.protocol))
      throw new SeedError(`--url must be http:// or https://, not ${parsed.protocol}`);
    this.origin = parsed.origin;
  }

  private async call(method: string, path: string, query: Json = {}, body?: Json | FormData) {
    const search = stringify(query, { encodeValuesOnly: true });
    const url = `${this.origin}/api/${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    const sendsJson = body !== undefined && !(body instanceof FormData);
    if (sendsJson) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: sendsJson ? JSON.stringify(body) : body,
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new SeedError(`Cannot reach Strapi at ${this.origin}: ${reason(error)}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new SeedError(
        `${method} ${url} did not answer JSON (${response.status}): is it Strapi?`,
      );
    }
    if (response.ok) return json;
    const message = isObject(json) && isObject(json.error) ? String(json.error.message) : text;
    const error = new SeedError(
      response.status === 401
        ? `Strapi refused the token (401): give a valid full-access API token with --token`
        : response.status === 403
          ? `The token may not ${method} /api/${path} (403): give a full-access API token`
          : `Strapi answered ${response.status} to ${method} /api/${path}: ${message}`,
    );
    Object.assign(error, { status: response.status });
    throw error;
  }

  /** The locale codes Strapi has; also tells v4 (no documentId) from v5. */
  async locales(): Promise<string[]> {
    const list = await this.call('GET', 'i18n/locales').catch(
      (error: SeedError & { status?: number }) => {
        if (error.status === 404)
          throw new SeedError('Strapi has no i18n plugin (GET /api/i18n/locales: 404)');
        throw error;
      },
    );
    if (!Array.isArray(list)) throw new SeedError('GET /api/i18n/locales did not answer a list');
    this.version = list.some((locale) => isObject(locale) && 'documentId' in locale) ? 5 : 4;
    return list.map((locale) => String((locale as Json).code));
  }

  private drafts(): Json {
    return this.version === 5 ? { status: 'draft' } : { publicationState: 'preview' };
  }

  /** Every entry of a collection in one language, drafts included; null when the type is missing. */
  async list(api: string, locale: string): Promise<Entry[] | null> {
    const entries: Entry[] = [];
    for (let page = 1; ; page += 1) {
      const query = { locale, ...this.drafts(), pagination: { page, pageSize: 100 } };
      const body = await this.call('GET', api, query).catch(missingIs404);
      if (body === MISSING) return null;
      const data = isObject(body) && Array.isArray(body.data) ? body.data : [];
      entries.push(...data.map((raw) => toEntry(this.version, raw)));
      const pagination = isObject(body) && isObject(body.meta) ? body.meta.pagination : null;
      if (!isObject(pagination) || page >= Number(pagination.pageCount)) return entries;
    }
  }

  /** A single type's entry in one language, null when it has none (see hasSingleType). */
  async single(api: string, locale: string): Promise<Entry | null> {
    const body = await this.call('GET', api, { locale, ...this.drafts() }).catch(missingIs404);
    return isObject(body) && body.data ? toEntry(this.version, body.data) : null;
  }

  /**
   * A single type answers 404 both when the type is missing and when it has no entry yet; its
   * update route tells them apart: an empty body is refused with 400 (nothing written), while a
   * missing type's path answers 404 or 405.
   */
  async hasSingleType(api: string): Promise<boolean> {
    const status = await this.call('PUT', api, {}, {}).then(
      () => 200,
      (error: { status?: number }) => error.status,
    );
    return status !== 404 && status !== 405;
  }

  async create(api: string, locale: string, data: Json): Promise<Entry> {
    const body =
      this.version === 5
        ? await this.call('POST', api, { locale }, { data })
        : await this.call('POST', api, {}, { data: { ...data, locale } });
    return toEntry(this.version, isObject(body) ? body.data : null);
  }

  /** Adds a language version to the entry whose uz version is `base`. */
  async localize(api: string, base: Entry, locale: string, data: Json): Promise<Entry> {
    if (this.version === 5) {
      const body = await this.call('PUT', `${api}/${base.ref}`, { locale }, { data });
      return toEntry(5, isObject(body) ? body.data : null);
    }
    const body = await this.call(
      'POST',
      `${api}/${base.ref}/localizations`,
      {},
      this.v4Localization(data, locale),
    );
    return toEntry(4, body);
  }

  /** Strapi 4's localization route leaves the new version a draft unless it names a publication time. */
  private v4Localization(data: Json, locale: string): Json {
    return { ...data, locale, publishedAt: new Date().toISOString() };
  }

  async putSingle(api: string, locale: string, data: Json, base: Entry | null): Promise<Entry> {
    if (this.version === 4 && base) {
      const body = await this.call(
        'POST',
        `${api}/localizations`,
        {},
        this.v4Localization(data, locale),
      );
      return toEntry(4, body);
    }
    const body = await this.call('PUT', api, { locale }, { data });
    return toEntry(this.version, isObject(body) ? body.data : null);
  }

  async files(): Promise<UploadedFile[]> {
    const body = await this.call('GET', 'upload/files', { pagination: { pageSize: 1000 } });
    const list = Array.isArray(body)
      ? body
      : isObject(body) && Array.isArray(body.results)
        ? body.results
        : [];
    return list.map((file: Json) => ({ id: Number(file.id), name: String(file.name) }));
  }

  async upload(path: string, mime: string, alternativeText: string | null): Promise<UploadedFile> {
    const form = new FormData();
    const name = basename(path);
    form.append('files', new Blob([await readFile(path)], { type: mime }), name);
    form.append('fileInfo', JSON.stringify({ name, alternativeText, caption: alternativeText }));
    const body = await this.call('POST', 'upload', {}, form);
    const [file] = Array.isArray(body) ? body : [];
    return { id: Number(file?.id), name };
  }
}

/** The system's word for a failed connection (ECONNREFUSED, ENOTFOUND…), not undici's "fetch failed". */
function reason(error: unknown): string {
  type Failure = { code?: string; message?: string; cause?: Failure; errors?: Failure[] };
  const cause = (error as Failure).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? String(error);
}

export const MISSING = Symbol('missing type');

function missingIs404(error: SeedError & { status?: number }): typeof MISSING {
  if (error.status === 404) return MISSING;
  throw error;
}
