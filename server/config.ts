import * as yup from 'yup';
import type { PublicConfig } from '@/lib/public-config';

/** A check that an optional value is an absolute URL of one of these schemes. */
const urlOf =
  (...protocols: string[]) =>
  (value: string | undefined) => {
    if (value === undefined) return true;
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };
const isHttpUrl = urlOf('http:', 'https:');

const optionalUrl = (name: string) =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .test('http-url', `${name} must be an absolute http:// or https:// URL`, isHttpUrl);

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** Browsers refuse http:// scripts on an https:// page; plain http is only for local stand-ins. */
const isSecureOrLoopback = (value: string | undefined) => {
  if (value === undefined || !isHttpUrl(value)) return true;
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK.includes(url.hostname);
};

const optionalText = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value));

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Origins as browsers send them in `Origin`: no path, query or trailing slash, so they compare exactly. */
const badOrigins = (value: string | undefined) =>
  listOf(value).filter((item) => {
    try {
      const url = new URL(item);
      return !['http:', 'https:'].includes(url.protocol) || url.origin !== item;
    } catch {
      return true;
    }
  });

/**
 * CMS_CACHE_MAX_MB's default: a bank's hot pages' answers fit with room to spare, and the
 * estimate's 24 MB stay well inside the 160 MB heap the Procfile gives a process.
 */
export const DEFAULT_CMS_CACHE_MAX_MB = 24;

const positiveInt = (name: string, unit: string, fallback: number) =>
  yup
    .number()
    .typeError(`${name} must be a number of ${unit}`)
    .integer(`${name} must be a whole number of ${unit}`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

const seconds = (name: string, fallback: number) =>
  yup
    .number()
    .typeError(`${name} must be a number of seconds`)
    .integer(`${name} must be a whole number of seconds`)
    .min(0, `${name} must not be negative`)
    .default(fallback);

const schema = yup.object({
  NODE_ENV: yup.string().oneOf(['production', 'development', 'test']).default('production'),
  HOST: yup.string().trim().default('0.0.0.0'),
  PORT: yup
    .number()
    .typeError('PORT must be a number')
    .integer('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  PUBLIC_URL: optionalUrl('PUBLIC_URL').when('CMS_URL', {
    is: (cms: string | undefined) => Boolean(cms),
    then: (rule) =>
      rule.required(
        'PUBLIC_URL is required when CMS_URL is set: canonical links, hreflang, og:url, the sitemap and the reCAPTCHA hostnames are built from it',
      ),
  }),
  CMS_URL: optionalUrl('CMS_URL'),
  CMS_TOKEN: optionalText(),
  CMS_VERSION: yup
    .string()
    .oneOf(['auto', '4', '5'], 'CMS_VERSION must be one of auto, 4, 5')
    .default('auto'),
  CMS_TIMEOUT_MS: yup
    .number()
    .typeError('CMS_TIMEOUT_MS must be a number of milliseconds')
    .integer()
    .min(100, 'CMS_TIMEOUT_MS must be at least 100')
    .default(8000),
  CMS_CACHE_TTL: yup
    .number()
    .typeError('CMS_CACHE_TTL must be a number of seconds')
    .min(0, 'CMS_CACHE_TTL must not be negative')
    .default(300),
  CMS_CACHE_MAX_MB: positiveInt('CMS_CACHE_MAX_MB', 'megabytes', DEFAULT_CMS_CACHE_MAX_MB),
  DATA_DIR: yup.string().trim().default('./data'),
  DATA_DIR_MIN_FREE_MB: yup
    .number()
    .typeError('DATA_DIR_MIN_FREE_MB must be a number of megabytes')
    .integer('DATA_DIR_MIN_FREE_MB must be a whole number of megabytes')
    .min(1, 'DATA_DIR_MIN_FREE_MB must be at least 1')
    .optional(),
  DATABASE_URL: optionalText().test(
    'postgres-url',
    'DATABASE_URL must be a postgres:// or postgresql:// URL',
    urlOf('postgres:', 'postgresql:'),
  ),
  DATABASE_POOL_MAX: positiveInt('DATABASE_POOL_MAX', 'connections', 10),
  INTERNET_BANKING_URL: optionalUrl('INTERNET_BANKING_URL').default('https://online.example.uz/'),
  RECAPTCHA_SITE_KEY: optionalText(),
  RECAPTCHA_SECRET: optionalText(),
  RECAPTCHA_VERIFY_URL: optionalUrl('RECAPTCHA_VERIFY_URL').default(
    'https://www.google.com/recaptcha/api/siteverify',
  ),
  RECAPTCHA_HOSTNAMES: optionalText(),
  FORMS_RATE_LIMIT_MAX: positiveInt('FORMS_RATE_LIMIT_MAX', 'submissions', 20),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: positiveInt('FORMS_RATE_LIMIT_WINDOW_SECONDS', 'seconds', 600),
  FORMS_RELAY_WAIT_MS: positiveInt('FORMS_RELAY_WAIT_MS', 'milliseconds', 5000),
  FORMS_CMS_TIMEOUT_MS: positiveInt('FORMS_CMS_TIMEOUT_MS', 'milliseconds', 30_000),
  OUTBOX_RETRY_BASE_MS: positiveInt('OUTBOX_RETRY_BASE_MS', 'milliseconds', 2000),
  OUTBOX_RETRY_MAX_MS: positiveInt('OUTBOX_RETRY_MAX_MS', 'milliseconds', 300_000),
  OUTBOX_CONCURRENCY: positiveInt('OUTBOX_CONCURRENCY', 'deliveries', 4),
  OUTBOX_PARK_AFTER_HOURS: positiveInt('OUTBOX_PARK_AFTER_HOURS', 'hours', 72),
  FORMS_UPLOADS_IN_FLIGHT_MB: positiveInt('FORMS_UPLOADS_IN_FLIGHT_MB', 'megabytes', 120),
  FORMS_UPLOADS_PER_ADDRESS_MB: yup
    .number()
    .typeError('FORMS_UPLOADS_PER_ADDRESS_MB must be a number of megabytes')
    .integer('FORMS_UPLOADS_PER_ADDRESS_MB must be a whole number of megabytes')
    .min(1, 'FORMS_UPLOADS_PER_ADDRESS_MB must be at least 1')
    .max(
      yup.ref('FORMS_UPLOADS_IN_FLIGHT_MB'),
      'FORMS_UPLOADS_PER_ADDRESS_MB must not be more than FORMS_UPLOADS_IN_FLIGHT_MB',
    )
    .optional(),
  CMS_MAX_RESPONSE_MB: positiveInt('CMS_MAX_RESPONSE_MB', 'megabytes', 20),
  READ_RATE_LIMIT_MAX: positiveInt('READ_RATE_LIMIT_MAX', 'requests', 300),
  READ_RATE_LIMIT_WINDOW_SECONDS: positiveInt('READ_RATE_LIMIT_WINDOW_SECONDS', 'seconds', 60),
  REQUEST_TIMEOUT_SECONDS: positiveInt('REQUEST_TIMEOUT_SECONDS', 'seconds', 60),
  HEADERS_TIMEOUT_SECONDS: positiveInt('HEADERS_TIMEOUT_SECONDS', 'seconds', 20),
  SOURCEMAPS: yup
    .string()
    .oneOf(['private', 'public'], 'SOURCEMAPS must be private or public')
    .default('private'),
  ROBOTS_NOINDEX: optionalText(),
  METRICS_TOKEN: optionalText(),
  CMS_WEBHOOK_SECRET: optionalText().min(16, 'CMS_WEBHOOK_SECRET must be at least 16 characters'),
  CMS_PREVIEW_SECRET: optionalText().min(16, 'CMS_PREVIEW_SECRET must be at least 16 characters'),
  CMS_PREVIEW_TOKEN: optionalText(),
  YANDEX_MAPS_API_KEY: optionalText(),
  YANDEX_MAPS_SCRIPT_URL: optionalUrl('YANDEX_MAPS_SCRIPT_URL')
    .test(
      'https',
      'YANDEX_MAPS_SCRIPT_URL must be an https:// URL (http:// only on 127.0.0.1 or localhost)',
      isSecureOrLoopback,
    )
    .default('https://api-maps.yandex.ru/v3/'),
  LIVE_CHAT_SCRIPT_URL: optionalUrl('LIVE_CHAT_SCRIPT_URL'),
  METRICS_COUNTER_ID: optionalText().matches(/^\d+$/, {
    message: 'METRICS_COUNTER_ID must be the numeric counter id',
    excludeEmptyString: true,
  }),
  TRUST_PROXY: yup.string().trim().default('loopback, linklocal, uniquelocal'),
  API_CORS_ORIGINS: optionalText().test(
    'origins',
    ({ value }: { value?: string }) =>
      `API_CORS_ORIGINS must be comma-separated origins like https://partner.example (scheme, host and port only); not one: ${badOrigins(value).join(', ')}`,
    (value) => badOrigins(value).length === 0,
  ),
  HTML_CACHE_TTL: seconds('HTML_CACHE_TTL', 300),
  HTML_CACHE_MAX_MB: positiveInt('HTML_CACHE_MAX_MB', 'megabytes', 32),
  RENDERS_IN_FLIGHT: positiveInt('RENDERS_IN_FLIGHT', 'renders', 16),
  RENDER_QUEUE: positiveInt('RENDER_QUEUE', 'renders', 64),
  RENDERS_PER_ADDRESS_MAX: positiveInt('RENDERS_PER_ADDRESS_MAX', 'pages', 120),
  HTML_S_MAXAGE: seconds('HTML_S_MAXAGE', 60),
  HTML_STALE_WHILE_REVALIDATE: seconds('HTML_STALE_WHILE_REVALIDATE', 600),
  WEB_CONCURRENCY: positiveInt('WEB_CONCURRENCY', 'worker processes', 1).max(
    64,
    'WEB_CONCURRENCY must be at most 64',
  ),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

type Env = yup.InferType<typeof schema>;

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  cms: {
    /** Undefined means the embedded demo content. */
    url?: string;
    token?: string;
    /** Token of draft reads in preview mode; `token` when unset. */
    previewToken?: string;
    version: 'auto' | 4 | 5;
    timeoutMs: number;
    cacheTtlSeconds: number;
    /** Bound of the CMS call cache, in estimated heap bytes. */
    cacheMaxBytes: number;
  };
  dataDir: string;
  /** Free bytes DATA_DIR needs to count as ready (/readyz). */
  dataDirMinFreeBytes: number;
  /** PostgreSQL for the submission queue and shared rate limits; unset = files under dataDir. */
  database?: { url: string; poolMax: number };
  internetBankingUrl: string;
  recaptcha: {
    siteKey?: string;
    secret?: string;
    verifyUrl: string;
    /** Hostnames a solved challenge may come from; PUBLIC_URL's by default. */
    hostnames: string[];
  };
  forms: {
    rateLimit: { max: number; windowMs: number };
    /** How long a visitor waits for the CMS before the submission is answered 202 from the outbox. */
    relayWaitMs: number;
    /** One delivery request (an upload of several files included). */
    cmsTimeoutMs: number;
    retry: { baseMs: number; maxMs: number; concurrency: number };
    /** An undelivered submission older than this is parked in the dead letters. */
    parkAfterMs: number;
    /** Upload bytes held in memory at once, over all requests; past it 503 with Retry-After. */
    uploadsInFlightBytes: number;
    /** The share of them one client address may hold; unset = derived (forms/intake.ts). */
    uploadsPerAddressBytes?: number;
  };
  /** Uncached CMS reads one client may cause per window (429 past it). */
  readRateLimit: { max: number; windowMs: number };
  /**
   * Renders of one process: at once, waiting (then 503), and each address's pages rendered for
   * every request (free-text queries) per READ_RATE_LIMIT_WINDOW_SECONDS.
   */
  renders: { inFlight: number; queue: number; perAddress: { max: number; windowMs: number } };
  /** Largest CMS answer read (bytes). */
  cmsMaxResponseBytes: number;
  /** Node's server timeouts: a whole request, and its headers. */
  timeouts: { requestMs: number; headersMs: number };
  /** Browser source maps served publicly (`SOURCEMAPS=public`) or kept private. */
  publicSourceMaps: boolean;
  /** robots.txt forbids crawling unless in production without ROBOTS_NOINDEX. */
  noindex: boolean;
  metricsToken?: string;
  webhookSecret?: string;
  /** Shared secret of GET /api/preview (CMS preview mode); without it preview does not exist. */
  previewSecret?: string;
  yandexMapsApiKey?: string;
  /** The JS API 3.0 loader; the browser adds `apikey` and `lang`. */
  yandexMapsScriptUrl: string;
  liveChatScriptUrl?: string;
  metricsCounterId?: string;
  logLevel: string;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (client IPs for rate limits). */
  trustProxy: boolean | number | string;
  html: {
    /** Seconds a rendered page stays in the in-process cache; 0 turns the cache off. */
    cacheTtlSeconds: number;
    cacheMaxBytes: number;
    /** Cache-Control of anonymous pages for shared caches (CDN, proxies). */
    sharedMaxAgeSeconds: number;
    staleWhileRevalidateSeconds: number;
  };
  /** Worker processes sharing the port (node:cluster). */
  workers: number;
  /** Origins whose browsers may read the read API cross-origin (CORS); none by default. */
  apiCorsOrigins: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads every setting once; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  let env: Env;
  try {
    env = schema.validateSync(source, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    cms: {
      url: env.CMS_URL?.replace(/\/+$/, ''),
      token: env.CMS_TOKEN,
      previewToken: env.CMS_PREVIEW_TOKEN,
      version: env.CMS_VERSION === 'auto' ? 'auto' : (Number(env.CMS_VERSION) as 4 | 5),
      timeoutMs: env.CMS_TIMEOUT_MS,
      cacheTtlSeconds: env.CMS_CACHE_TTL,
      cacheMaxBytes: env.CMS_CACHE_MAX_MB * 1024 * 1024,
    },
    dataDir: env.DATA_DIR,
    // Room for every upload held in memory to reach the outbox at once, and some to spare.
    dataDirMinFreeBytes:
      (env.DATA_DIR_MIN_FREE_MB ?? env.FORMS_UPLOADS_IN_FLIGHT_MB + 16) * 1024 * 1024,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : undefined,
    internetBankingUrl: env.INTERNET_BANKING_URL,
    recaptcha: {
      siteKey: env.RECAPTCHA_SITE_KEY,
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      hostnames: env.RECAPTCHA_HOSTNAMES
        ? listOf(env.RECAPTCHA_HOSTNAMES)
        : [new URL(publicUrl).hostname],
    },
    forms: {
      rateLimit: {
        max: env.FORMS_RATE_LIMIT_MAX,
        windowMs: env.FORMS_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      relayWaitMs: env.FORMS_RELAY_WAIT_MS,
      cmsTimeoutMs: env.FORMS_CMS_TIMEOUT_MS,
      retry: {
        baseMs: env.OUTBOX_RETRY_BASE_MS,
        maxMs: env.OUTBOX_RETRY_MAX_MS,
        concurrency: env.OUTBOX_CONCURRENCY,
      },
      parkAfterMs: env.OUTBOX_PARK_AFTER_HOURS * 3600 * 1000,
      uploadsInFlightBytes: env.FORMS_UPLOADS_IN_FLIGHT_MB * 1024 * 1024,
      uploadsPerAddressBytes:
        env.FORMS_UPLOADS_PER_ADDRESS_MB === undefined
          ? undefined
          : env.FORMS_UPLOADS_PER_ADDRESS_MB * 1024 * 1024,
    },
    readRateLimit: {
      max: env.READ_RATE_LIMIT_MAX,
      windowMs: env.READ_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    renders: {
      inFlight: env.RENDERS_IN_FLIGHT,
      queue: env.RENDER_QUEUE,
      perAddress: {
        max: env.RENDERS_PER_ADDRESS_MAX,
        windowMs: env.READ_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
    },
    cmsMaxResponseBytes: env.CMS_MAX_RESPONSE_MB * 1024 * 1024,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    },
    publicSourceMaps: env.SOURCEMAPS === 'public',
    noindex:
      env.NODE_ENV !== 'production' || !['', '0', 'false'].includes(env.ROBOTS_NOINDEX ?? ''),
    metricsToken: env.METRICS_TOKEN,
    webhookSecret: env.CMS_WEBHOOK_SECRET,
    previewSecret: env.CMS_PREVIEW_SECRET,
    yandexMapsApiKey: env.YANDEX_MAPS_API_KEY,
    yandexMapsScriptUrl: env.YANDEX_MAPS_SCRIPT_URL,
    liveChatScriptUrl: env.LIVE_CHAT_SCRIPT_URL,
    metricsCounterId: env.METRICS_COUNTER_ID,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    html: {
      cacheTtlSeconds: env.HTML_CACHE_TTL,
      cacheMaxBytes: env.HTML_CACHE_MAX_MB * 1024 * 1024,
      sharedMaxAgeSeconds: env.HTML_S_MAXAGE,
      staleWhileRevalidateSeconds: env.HTML_STALE_WHILE_REVALIDATE,
    },
    workers: env.WEB_CONCURRENCY,
    apiCorsOrigins: listOf(env.API_CORS_ORIGINS),
  };
}

/** The subset the browser may see; never add secrets here. */
export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    internetBankingUrl: config.internetBankingUrl,
    recaptchaSiteKey: config.recaptcha.siteKey ?? null,
    yandexMapsApiKey: config.yandexMapsApiKey ?? null,
    yandexMapsScriptUrl: config.yandexMapsScriptUrl,
    liveChatScriptUrl: config.liveChatScriptUrl ?? null,
    metricsCounterId: config.metricsCounterId ?? null,
  };
}
