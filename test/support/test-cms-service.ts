import { createCmsService, type CmsServiceOptions } from '../../server/cms/cms-service';

/** A CMS service over a fake Strapi with test-friendly defaults; tests override what they exercise. */
export function testCmsService(baseUrl: string, options: Partial<CmsServiceOptions>) {
  return createCmsService({
    baseUrl,
    timeoutMs: 2000,
    version: 'auto',
    cacheTtlSeconds: 60,
    mediaOrigin: '',
    ...options,
  } as CmsServiceOptions);
}
