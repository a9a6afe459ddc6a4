import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** Yandex Maps JS API 3.0 hosts (its CSP guide); the map runs in raster mode, so no 'unsafe-eval'. */
const YANDEX_MAPS_HOSTS = [
  'https://api-maps.yandex.ru',
  'https://*.api-maps.yandex.ru',
  'https://yastatic.net',
  'https://*.maps.yandex.net',
];

/** Only with a key (the map never loads without one), plus the configured loader's origin. */
function yandexMapsOrigins(config: Config): string[] {
  if (!config.yandexMapsApiKey) return [];
  return [...new Set([...origin(config.yandexMapsScriptUrl), ...YANDEX_MAPS_HOSTS])];
}

/** Helmet with a per-request nonce for the inline boot script; third parties only when configured. */
export function securityHeaders(config: Config): RequestHandler[] {
  const maps = yandexMapsOrigins(config);
  const recaptcha = config.recaptcha.siteKey
    ? ['https://www.google.com', 'https://www.gstatic.com']
    : [];
  const metrics = config.metricsCounterId ? ['https://mc.yandex.ru'] : [];
  // The footer badge is the counter's informer image (site-footer.tsx).
  const informer = config.metricsCounterId ? ['https://informer.yandex.ru'] : [];
  const chat = origin(config.liveChatScriptUrl);
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
          ...maps,
          ...recaptcha,
          ...metrics,
          ...chat,
        ],
        imgSrc: ["'self'", 'data:', ...origin(config.cms.url), ...maps, ...metrics, ...informer],
        connectSrc: ["'self'", ...maps, ...metrics, ...chat],
        frameSrc: [...recaptcha, ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return [nonce, headers];
}
