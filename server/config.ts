import * as yup from 'yup';
import type { PublicConfig } from '@/lib/public-config';
import { schema, type Env } from './config-schema';

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
    /** An undelivered submission older than this is parked in the dead letters. */
    parkAfterMs: number;
    /** Upload bytes held in memory at once, over all requests; past it 503 with Retry-After. */
    uploadsInFlightBytes: number;
  };
  /** Uncached CMS reads one client may cause per window (429 past it). */
  readRateLimit: { max: number; windowMs: number };
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
  yandexMapsApiKey?: string;
  liveChatScriptUrl?: string;
  metricsCounterId?: string;
  logLevel: string;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe (client IPs for rate limits). */
  trustProxy: boolean | number | string;
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
      parkAfterMs: env.OUTBOX_PARK_AFTER_HOURS * 3600 * 1000,
      uploadsInFlightBytes: env.FORMS_UPLOADS_IN_FLIGHT_MB * 1024 * 1024,
    },
    readRateLimit: {
      max: env.READ_RATE_LIMIT_MAX,
      windowMs: env.READ_RATE_LIMIT_WINDOW_SECONDS * 1000,
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
    yandexMapsApiKey: env.YANDEX_MAPS_API_KEY,
    liveChatScriptUrl: env.LIVE_CHAT_SCRIPT_URL,
    metricsCounterId: env.METRICS_COUNTER_ID,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** The subset the browser may see; never add secrets here. */
export function publicConfig(config: Config): PublicConfig {
  return {
    internetBankingUrl: config.internetBankingUrl,
    recaptchaSiteKey: config.recaptcha.siteKey ?? null,
    yandexMapsApiKey: config.yandexMapsApiKey ?? null,
    liveChatScriptUrl: config.liveChatScriptUrl ?? null,
    metricsCounterId: config.metricsCounterId ?? null,
  };
}
