import * as yup from 'yup';

/** Every environment variable, its rules and default; messages name the variable. */
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

export const schema = yup.object({
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
  OUTBOX_PARK_AFTER_HOURS: positiveInt('OUTBOX_PARK_AFTER_HOURS', 'hours', 72),
  FORMS_UPLOADS_IN_FLIGHT_MB: positiveInt('FORMS_UPLOADS_IN_FLIGHT_MB', 'megabytes', 120),
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
  YANDEX_MAPS_API_KEY: optionalText(),
  LIVE_CHAT_SCRIPT_URL: optionalUrl('LIVE_CHAT_SCRIPT_URL'),
  METRICS_COUNTER_ID: optionalText().matches(/^\d+$/, {
    message: 'METRICS_COUNTER_ID must be the numeric counter id',
    excludeEmptyString: true,
  }),
  TRUST_PROXY: yup.string().trim().default('loopback, linklocal, uniquelocal'),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

export type Env = yup.InferType<typeof schema>;
