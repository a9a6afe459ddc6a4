import type { AxiosInstance, AxiosResponse } from 'axios';
import { COLLECTIONS } from '../cms/collections';
import { getStrapiJson } from '../cms/strapi-client';
import { versionOfBody, type VersionResolver } from '../cms/strapi-version';
import { FORM_SPECS } from './form-specs';
import type { OutboxItem, Submission } from './outbox';
import type { Deliver, DeliveryOutcome } from './relay';

export interface DeliveryOptions {
  client: AxiosInstance;
  /** The CMS major version, detected once (strapi-version.ts), or learnt from a create. */
  version: VersionResolver;
  /** A delivery carries uploads: it may take longer than a read (FORMS_CMS_TIMEOUT_MS). */
  timeoutMs: number;
  logger: { warn(details: object, message?: string): void };
}

type VacancyEntry = { id?: number; documentId?: string };

/** Per delivery: the worker's abort signal and the forms' own timeout. */
type PostOptions = { signal: AbortSignal; timeout: number };

interface StrapiErrorBody {
  error?: {
    status?: number;
    message?: string;
    details?: { errors?: { path?: unknown[]; message?: string }[] };
  };
}

function cmsErrorMessage(body: unknown): string | undefined {
  return (body as { error?: { message?: string } } | null)?.error?.message;
}

/**
 * Strapi's answer to a create whose `idempotency_key` is taken: the record already exists. Its own
 * unique check gives it, and cms/strapi gives the same when the database's unique index refuses a
 * create that passed that check (its twin, written late, was stored meanwhile). Stock Strapi answers
 * that refusal with a bare 500, which says nothing of the key: it is retried, like any 500, and the
 * retry meets the unique check.
 */
function isDuplicateKey(status: number, body: unknown): boolean {
  const errors = (body as StrapiErrorBody | null)?.error?.details?.errors ?? [];
  return (
    status === 400 &&
    errors.some(
      (error) => error.path?.[0] === 'idempotency_key' && /unique/i.test(error.message ?? ''),
    )
  );
}

/** The vacancy entry in the submission's language (its slug was resolved when it was received). */
async function findVacancy(client: AxiosInstance, submission: Submission) {
  if (!submission.vacancy) return undefined;
  const found = await getStrapiJson(client, COLLECTIONS.vacancies.path, {
    filters: { slug: { $eq: submission.vacancy } },
    locale: submission.lang,
    pagination: { pageSize: 1 },
  });
  return found.ok ? (found.body as { data?: VacancyEntry[] }).data?.[0] : undefined;
}

/** v4 links a row by its id, v5 a document in a locale (an entry with a documentId is v5). */
function vacancyLink(entry: VacancyEntry, lang: string) {
  return entry.documentId === undefined
    ? entry.id
    : { connect: [{ documentId: entry.documentId, locale: lang }] };
}

/**
 * Permanent refusals are parked. Not among them: a wrong token or missing permission (401, 403),
 * a missing route (404), timeouts and rate limits: those are fixed on the CMS side, then retried.
 */
function outcomeOf(response: AxiosResponse): DeliveryOutcome {
  const { status } = response;
  if (status === 200 || status === 201 || isDuplicateKey(status, response.data)) return 'delivered';
  return status >= 400 && status < 500 && ![401, 403, 404, 408, 429].includes(status)
    ? 'refused'
    : 'retry';
}

function blobs(item: OutboxItem, partName: (field: string) => string): FormData {
  const form = new FormData();
  item.submission.files.forEach((file, index) => {
    form.append(
      partName(file.field),
      new Blob([item.bytes[index] as Uint8Array<ArrayBuffer>], { type: file.mime }),
      file.name,
    );
  });
  return form;
}

/** Strapi 4: one multipart create, `data` as JSON and a `files.<field>` part per file. */
function createV4(client: AxiosInstance, item: OutboxItem, data: object, request: PostOptions) {
  const form = blobs(item, (field) => `files.${field}`);
  form.set('data', JSON.stringify(data));
  return client.post(`/api/${FORM_SPECS[item.submission.kind].collection}`, form, request);
}

/**
 * Strapi 5: upload the files (once; the ids are kept for retries), then a JSON create with their
 * ids. Strapi 4 accepts the same two steps, so this is also the way while the version is unknown.
 */
async function createV5(
  client: AxiosInstance,
  item: OutboxItem,
  data: Record<string, unknown>,
  request: PostOptions,
  save: (ids: number[]) => Promise<void>,
) {
  const { files, kind } = item.submission;
  let ids = item.uploads;
  if (!ids && files.length > 0) {
    const uploaded = await client.post(
      '/api/upload',
      blobs(item, () => 'files'),
      request,
    );
    if (!Array.isArray(uploaded.data) || uploaded.status >= 300) return uploaded;
    ids = (uploaded.data as { id: number }[]).map((file) => file.id);
    await save(ids);
  }
  for (const field of FORM_SPECS[kind].fileFields) {
    const own = files.flatMap((file, index) => (file.field === field.name ? [ids?.[index]] : []));
    if (own.length > 0) data[field.name] = field.multiple ? own : own[0];
  }
  return client.post(`/api/${FORM_SPECS[kind].collection}`, { data }, request);
}

export function createCmsDelivery(options: DeliveryOptions): Deliver {
  const { client, logger } = options;
  return async (item, signal, saveUploads) => {
    const { submission } = item;
    const request = { signal, timeout: options.timeoutMs };
    const known = await options.version().catch(() => null);
    const data: Record<string, unknown> = {
      ...submission.data,
      idempotency_key: submission.key ?? submission.id,
    };
    const vacancy = await findVacancy(client, submission);
    if (vacancy) data.vacancy = vacancyLink(vacancy, submission.lang);
    const response: AxiosResponse =
      (known ?? versionOfBody({ data: vacancy })) === 4
        ? await createV4(client, item, data, request)
        : await createV5(client, item, data, request, saveUploads);
    options.version.learn(response.data);
    const outcome = outcomeOf(response);
    if (outcome !== 'delivered')
      logger.warn(
        // The CMS's error message only: its details echo the submitted values (personal data).
        {
          submission: submission.id,
          status: response.status,
          error: cmsErrorMessage(response.data),
        },
        outcome === 'refused'
          ? 'CMS refused the submission'
          : 'CMS did not take the submission; will retry',
      );
    return outcome;
  };
}
