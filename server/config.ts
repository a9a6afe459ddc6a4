import * as yup from 'yup';
import type { PublicConfig } from '@/lib/public-config';

const isHttpUrl = (value: string | undefined) => {
  if (value === undefined) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalUrl = (name: string) =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .test('http-url', `${name} must be an absolute http:// or https:// URL`, isHttpUrl);

const optionalText = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value));

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
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
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
  DATA_DIR: yup.string().trim().default('./data'),
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
  YANDEX_MAPS_API_KEY: optionalText(),
  LIVE_CHAT_SCRIPT_URL: optionalUrl('LIVE_CHAT_SCRIPT_URL'),
  METRICS_COUNTER_ID: optionalText().matches(/^\d+$/, {
    message: 'METRICS_COUNTER_ID must be the numeric counter id',
    excludeEmptyString: true,
  }),
  TRUST_PROXY: yup.string().trim().default('loopback, linklocal, uniquelocal'),
  HTML_CACHE_TTL: seconds('HTML_CACHE_TTL', 10),
  HTML_CACHE_MAX_MB: positiveInt('HTML_CACHE_MAX_MB', 'megabytes', 32),
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
    version: 'auto' | 4 | 5;
    timeoutMs: number;
    cacheTtlSeconds: number;
  };
  dataDir: string;
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
  };
  yandexMapsApiKey?: string;
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
      version: env.CMS_VERSION === 'auto' ? 'auto' : (Number(env.CMS_VERSION) as 4 | 5),
      timeoutMs: env.CMS_TIMEOUT_MS,
      cacheTtlSeconds: env.CMS_CACHE_TTL,
    },
    dataDir: env.DATA_DIR,
    internetBankingUrl: env.INTERNET_BANKING_URL,
    recaptcha: {
      siteKey: env.RECAPTCHA_SITE_KEY,
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      hostnames: env.RECAPTCHA_HOSTNAMES?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? [new URL(publicUrl).hostname],
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
    },
    yandexMapsApiKey: env.YANDEX_MAPS_API_KEY,
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
  };
}

/** The subset the browser may see; never add secrets here. */
export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    internetBankingUrl: config.internetBankingUrl,
    recaptchaSiteKey: config.recaptcha.siteKey ?? null,
    yandexMapsApiKey: config.yandexMapsApiKey ?? null,
    liveChatScriptUrl: config.liveChatScriptUrl ?? null,
    metricsCounterId: config.metricsCounterId ?? null,
  };
}
