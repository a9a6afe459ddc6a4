import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/**
 * Helmet's headers; scripts only from this origin (and third parties when configured). Pages carry
 * no inline executable script (the boot data is JSON), so no per-response nonce is needed and a
 * page can be shared by caches.
 */
export function securityHeaders(config: Config): RequestHandler {
  const maps = config.yandexMapsApiKey
    ? ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru']
    : [];
  const recaptcha = config.recaptcha.siteKey
    ? ['https://www.google.com', 'https://www.gstatic.com']
    : [];
  const metrics = config.metricsCounterId ? ['https://mc.yandex.ru'] : [];
  const chat = origin(config.liveChatScriptUrl);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps, ...recaptcha, ...metrics, ...chat],
        imgSrc: ["'self'", 'data:', ...origin(config.cms.url), ...maps, ...metrics],
        connectSrc: ["'self'", ...maps, ...metrics, ...chat],
        frameSrc: [...recaptcha, ...chat],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
