import express, { type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import multer, { MulterError, type Options as MulterOptions } from 'multer';
import { FORM_KINDS, type FormKind, type FormResult } from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';
import { LIMITS } from '@/lib/forms/rules';
import { FORM_SPECS, type FormSpec } from './form-specs';
import { bodyRefused, sameOriginOnly } from './request-guards';
import { UploadBudgetError, uploadBudget } from './upload-budget';

export interface IntakeOptions {
  rateLimit: { max: number; windowMs: number };
  publicUrl: string;
  uploadsInFlightBytes: number;
  /** Unset: a quarter of the budget, but never less than one largest form. */
  uploadsPerAddressBytes?: number;
}

/** What the text fields of a form can take at most. */
const TEXT_BYTES = 64 * 1024 * 40;
/** The largest body a form can have: every file at its limit, plus the text fields. */
const largestBody = (spec: FormSpec) =>
  spec.fileFields.reduce((sum, field) => sum + field.maxCount * LIMITS.fileBytes, TEXT_BYTES);
/** An ordinary upload: one file at its limit and the text fields (12.5 MB). */
const ORDINARY_BYTES = LIMITS.fileBytes + TEXT_BYTES;
/** Room kept for addresses within their ordinary upload, in ordinary uploads (upload-budget.ts). */
const RESERVED_UPLOADS = 3;

/** How a form arrives: JSON answers for the browser and integrators, or a plain page POST. */
export type IntakeMode = 'api' | 'page';

const TEXT_LIMIT = '64kb';

/** A problem found before validation (rate limit, body limits), kept for the handler to answer. */
export function intakeProblem(res: Response): FormResult | undefined {
  return res.locals.formProblem;
}

function uploadProblem(error: unknown, spec: FormSpec): FormResult {
  if (error instanceof UploadBudgetError) return error.problem;
  const field = error instanceof MulterError ? error.field : undefined;
  const code =
    error instanceof MulterError ? error.code : (error as { type?: string } | null)?.type;
  if (code === 'LIMIT_FILE_SIZE')
    return { ok: false, status: 413, errors: { [field ?? FORM_ERROR]: 'errors.fileSize' } };
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') {
    const known = spec.fileFields.some((item) => item.name === field);
    return {
      ok: false,
      status: 400,
      errors: { [known && field ? field : FORM_ERROR]: 'errors.tooManyFiles' },
    };
  }
  const tooLarge =
    (typeof code === 'string' && code.startsWith('LIMIT_')) || code === 'entity.too.large';
  return {
    ok: false,
    status: tooLarge ? 413 : 400,
    errors: { [FORM_ERROR]: tooLarge ? 'errors.tooLarge' : 'errors.malformed' },
  };
}

/** The bodies the parsers below read (type-is shorthands). */
const FORM_TYPES = ['urlencoded', 'json', 'multipart'];

/**
 * A body that names another type (text/plain, XML) is refused as such (415), where the parsers
 * would skip it and the form be judged empty, field by field. One without a body, or without a
 * type, goes on to be judged.
 */
const readableBody: RequestHandler = (req, res, next) => {
  const typed = req.headers['content-type'] !== undefined;
  if (!bodyRefused(res) && typed && req.is(FORM_TYPES) === false)
    res.locals.formProblem ??= {
      ok: false,
      status: 415,
      errors: { [FORM_ERROR]: 'errors.unsupportedType' },
    };
  next();
};

/** Runs a body parser; its error becomes the submission's problem instead of an error page. */
function captured(parse: RequestHandler, spec: FormSpec, mode: IntakeMode): RequestHandler {
  return (req, res, next) => {
    if (bodyRefused(res) || (mode === 'api' && intakeProblem(res))) return next();
    parse(req, res, (error?: unknown) => {
      if (error) res.locals.formProblem ??= uploadProblem(error, spec);
      next();
    });
  };
}

type StreamHandler = ReturnType<typeof uploadBudget>;

function uploads(spec: FormSpec, streamHandler: StreamHandler): RequestHandler {
  // Multer 2.5 takes `streamHandler`; its types do not declare it yet.
  const options: MulterOptions & { streamHandler: StreamHandler } = {
    streamHandler,
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: LIMITS.fileBytes,
      files: spec.fileFields.reduce((sum, field) => sum + field.maxCount, 0),
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
    },
  };
  const upload = multer(options);
  return spec.fileFields.length > 0
    ? upload.fields(spec.fileFields.map(({ name, maxCount }) => ({ name, maxCount })))
    : upload.none();
}

/** Limits counted in a store that every instance shares (the database), instead of in memory. */
export interface SharedLimits {
  store(prefix: string): Store;
  logger: { warn(details: object, message?: string): void };
}

/** While the shared store fails, posts go through uncounted (the queue then answers 503). */
function sharedStore(shared: SharedLimits, prefix: string) {
  const log = (error: unknown, message?: string) => shared.logger.warn({ err: error }, message);
  return {
    store: shared.store(prefix),
    passOnStoreError: true,
    logger: { error: log, warn: log },
  };
}

/**
 * Middleware that takes a form in: a rate limit per client IP and form (express-rate-limit,
 * which also sets Retry-After), then multipart (multer, in memory, with limits, charged to the
 * upload budget as it arrives), urlencoded or JSON.
 */
export function createIntake(options: IntakeOptions, shared?: SharedLimits) {
  const rate = options.rateLimit;
  const sameOrigin = sameOriginOnly(options.publicUrl);
  const largest = Math.max(...FORM_KINDS.map((kind) => largestBody(FORM_SPECS[kind])));
  const totalBytes = options.uploadsInFlightBytes;
  // A quarter, so a few addresses cannot spend it all; but one largest form (an appeal with
  // five 10 MB files) from an otherwise idle address always fits.
  const perAddressBytes =
    options.uploadsPerAddressBytes ?? Math.min(totalBytes, Math.max(totalBytes / 4, largest));
  const ordinaryBytes = Math.min(ORDINARY_BYTES, perAddressBytes);
  const streamHandler = uploadBudget({
    totalBytes,
    perAddressBytes,
    // By default (120 MB, 52.5 MB per address) 37.5 MB: an address holding nothing can always
    // send one ordinary upload unless three other addresses are each within theirs at that moment,
    // however much others hold past theirs; what is left (82.5 MB) still takes one largest form.
    ordinaryBytes,
    reservedBytes: Math.min(RESERVED_UPLOADS * ordinaryBytes, totalBytes - perAddressBytes),
  });
  const limiters = new Map(
    FORM_KINDS.map((kind) => [
      kind,
      rateLimit({
        windowMs: rate.windowMs,
        limit: rate.max,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        ...(shared && sharedStore(shared, `form:${kind}`)),
        keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
        handler: (_req, res, next) => {
          // The limiter has set Retry-After already; page answers keep it, JSON answers repeat it.
          const retryAfterSeconds =
            Number(res.getHeader('Retry-After')) || Math.ceil(rate.windowMs / 1000);
          res.locals.formProblem ??= {
            ok: false,
            status: 429,
            errors: { [FORM_ERROR]: 'errors.rateLimited' },
            retryAfterSeconds,
          };
          next();
        },
      }),
    ]),
  );
  return (kind: FormKind, mode: IntakeMode): RequestHandler[] => {
    const spec = FORM_SPECS[kind];
    return [
      sameOrigin,
      limiters.get(kind) as RequestHandler,
      readableBody,
      captured(express.urlencoded({ extended: false, limit: TEXT_LIMIT }), spec, mode),
      captured(express.json({ limit: TEXT_LIMIT }), spec, mode),
      captured(uploads(spec, streamHandler), spec, mode),
    ];
  };
}
