import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import type { HeadScript } from '../ssr/head-script';
import type { CriticalStyle } from '../ssr/critical-style';

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

/**
 * Browser features the pages, and any script or frame on them (the map, reCAPTCHA, the chat),
 * may use: the location for "nearest branch" (src/features/branches/use-nearest.ts) from this
 * origin only, and none of the rest. Only names Chromium knows: an unknown one is a console error.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Helmet's headers (it sends no Permissions-Policy) and ours; scripts and styles only from this origin (and third parties when configured),
 * plus the one inline head script and the one inline critical style, each allowed by its hash
 * (inline styles in general when the map is on).
 * The boot data is JSON, so no per-response nonce is needed and a page can be shared by caches.
 */
export function securityHeaders(
  config: Config,
  inline: { headScript: HeadScript; criticalStyle: CriticalStyle },
): RequestHandler {
  const maps = yandexMapsOrigins(config);
  const recaptcha = config.recaptcha.siteKey
    ? ['https://www.google.com', 'https://www.gstatic.com']
    : [];
  const metrics = config.metricsCounterId ? ['https://mc.yandex.ru'] : [];
  // The footer badge is the counter's informer image (site-footer.tsx).
  const informer = config.metricsCounterId ? ['https://informer.yandex.ru'] : [];
  const chat = origin(config.liveChatScriptUrl);
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          inline.headScript.cspSource,
          ...maps,
          ...recaptcha,
          ...metrics,
          ...chat,
        ],
        imgSrc: ["'self'", 'data:', ...origin(config.cms.url), ...maps, ...metrics, ...informer],
        connectSrc: ["'self'", ...maps, ...metrics, ...chat],
        frameSrc: [...recaptcha, ...chat],
        // The Yandex Maps API styles its map with <style> elements of its own, whose text no hash
        // can know; with a map key, inline styles are allowed (scripts stay strict).
        styleSrc: maps.length
          ? ["'self'", "'unsafe-inline'", ...maps]
          : ["'self'", inline.criticalStyle.cspSource],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Helmet's no-referrer makes browsers send `Origin: null` on a plain form POST, which would
    // hide a same-origin post; this keeps the origin for our own posts and for other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}
