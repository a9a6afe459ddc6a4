import type { Config } from '../config';
import { createCmsService, type CmsLogger, type StrapiCmsService } from './cms-service';
import { createDemoAdapter } from './demo/demo-adapter';

/**
 * The one CMS stack of the process, shared by reads and form deliveries: a real Strapi when
 * CMS_URL is set, otherwise the embedded demo content spoken as Strapi v4, which stores
 * submissions under DATA_DIR.
 */
export function cmsFromConfig(config: Config, logger: CmsLogger): StrapiCmsService {
  const common = {
    timeoutMs: config.cms.timeoutMs,
    cacheTtlSeconds: config.cms.cacheTtlSeconds,
    cacheMaxBytes: config.cms.cacheMaxBytes,
    maxResponseBytes: config.cmsMaxResponseBytes,
    logger,
  };
  if (config.cms.url) {
    return createCmsService({
      ...common,
      baseUrl: config.cms.url,
      token: config.cms.token,
      previewToken: config.cms.previewToken,
      version: config.cms.version,
      mediaOrigin: config.cms.url,
    });
  }
  return createCmsService({
    ...common,
    baseUrl: 'http://embedded-demo.invalid',
    adapter: createDemoAdapter({ dataDir: config.dataDir }),
    version: 4,
    mediaOrigin: '',
  });
}
