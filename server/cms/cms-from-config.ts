import type { Config } from '../config';
import { createCmsService, type CmsLogger } from './cms-service';
import { createDemoAdapter } from './demo/demo-adapter';

/** A real Strapi when CMS_URL is set; otherwise the embedded demo content, spoken as Strapi v4. */
export function cmsFromConfig(config: Config, logger: CmsLogger) {
  const common = {
    timeoutMs: config.cms.timeoutMs,
    cacheTtlSeconds: config.cms.cacheTtlSeconds,
    maxResponseBytes: config.cmsMaxResponseBytes,
    logger,
  };
  if (config.cms.url) {
    return createCmsService({
      ...common,
      baseUrl: config.cms.url,
      token: config.cms.token,
      version: config.cms.version,
      mediaOrigin: config.cms.url,
    });
  }
  return createCmsService({
    ...common,
    baseUrl: 'http://embedded-demo.invalid',
    adapter: createDemoAdapter(),
    version: 4,
    mediaOrigin: '',
  });
}
