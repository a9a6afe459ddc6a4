import { FORM_ERROR } from '@/lib/forms/messages';
import { int, object, str } from './openapi-schema-kit';
import { READ_ERRORS } from './read-api';

/** `{ error: { status, code, message } }`: every refusal of the read API. */
export const ApiError = object({
  error: object({
    status: int,
    code: {
      enum: Object.keys(READ_ERRORS),
      description: 'Stable reason, e.g. `invalidParameter`: what a program should switch on.',
    },
    message: {
      ...str,
      description:
        'For a person, in the request’s language (`locale` when it is a site language, else Accept-Language, else Uzbek).',
    },
  }),
});

const fieldMap = (description: string) =>
  ({ type: 'object', additionalProperties: str, description }) as const;

/** A refused submission: the form's message, one message per field, and their stable codes. */
export const FormError = object({
  error: object({ status: int, message: str }),
  errors: fieldMap(
    `Field name (or \`${FORM_ERROR}\` for the whole form) → message in the request’s language (\`locale\` field, \`locale\` query parameter, the Referer page’s language, Accept-Language, else Uzbek).`,
  ),
  codes: fieldMap('Field name → stable message key, e.g. `errors.nameLength`.'),
});

export const FormAccepted = object({
  id: { ...str, description: 'The submission’s idempotency key.' },
  reference: {
    ...str,
    pattern: '^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$',
    description:
      'The short reference to show the visitor, e.g. `7K3MQ-9XTAB`; the same for a resend under the same key, and stored with the submission.',
  },
  status: { enum: ['delivered', 'queued'] },
});

const header = (description: string, schema: object = int) => ({ description, schema });

export const HEADERS = {
  'Retry-After': header('Seconds to wait before trying again.'),
  RateLimit: header('IETF draft-8 `RateLimit`: what is left of the window.', str),
  'RateLimit-Policy': header('IETF draft-8 `RateLimit-Policy`: the limit and its window.', str),
  ETag: header('Validator of the answer; send it back in `If-None-Match` for a 304.', str),
  'Cache-Control': header('`public, max-age=60`.', str),
};

type HeaderName = keyof typeof HEADERS;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const json = (schema: string) => ({ 'application/json': { schema: ref('schemas', schema) } });

export const withHeaders = (names: HeaderName[]) =>
  names.length > 0 && {
    headers: Object.fromEntries(names.map((name) => [name, ref('headers', name)])),
  };

const answer = (description: string, schema: string, headers: HeaderName[] = []) => ({
  description,
  content: json(schema),
  ...withHeaders(headers),
});

const RETRY: HeaderName[] = ['Retry-After'];
const LIMITED: HeaderName[] = ['Retry-After', 'RateLimit', 'RateLimit-Policy'];

export const RESPONSES = {
  NotModified: { description: 'The answer has not changed since the ETag in `If-None-Match`.' },
  BadRequest: answer('A known parameter, slug or id is malformed.', 'ApiError'),
  NotFound: answer('No such resource or entry in this language.', 'ApiError'),
  ReadRateLimited: answer(
    'Too many uncached reads from this address (cached answers are never limited).',
    'ApiError',
    LIMITED,
  ),
  CmsUnavailable: answer('The content service is down and nothing is cached.', 'ApiError', RETRY),
  FormDelivered: answer('Delivered: the bank has the submission.', 'FormAccepted'),
  FormQueued: answer(
    'Accepted and stored: the bank’s system was slow or down, delivery is retried until it succeeds. Do not send it again under a new key.',
    'FormAccepted',
  ),
  FormRefused: answer(
    'A field is missing or invalid, a field was sent twice, too many files, or the body could not be read.',
    'FormError',
  ),
  FormForbidden: answer(
    'Sent from another site (cross-site Origin or Referer), or the reCAPTCHA check failed.',
    'FormError',
  ),
  FormKeyReused: answer(
    'The idempotency key was used with other content. Send new content with a new key.',
    'FormError',
  ),
  FormTooLarge: answer('A file or the whole body is over its limit.', 'FormError'),
  FormUnsupported: answer(
    'The body is not JSON, multipart/form-data or URL-encoded, or a file is not of an accepted type (judged by its bytes).',
    'FormError',
  ),
  FormRateLimited: answer(
    'Too many submissions of this form from this address in the window.',
    'FormError',
    LIMITED,
  ),
  FormUnavailable: answer(
    'The server is busy with uploads, the submission store takes no writes, or the reCAPTCHA service is down.',
    'FormError',
    RETRY,
  ),
};
