import { Router } from 'express';
import type { CmsService } from '../cms/cms-service.types';
import { isCmsUnavailable } from '../cms/errors';
import { sitemapUrls, sitemapXml } from './sitemap';

export interface SeoOptions {
  publicUrl: string;
  /** Crawling forbidden: outside production, or with ROBOTS_NOINDEX. */
  noindex: boolean;
  cms: CmsService;
}

/**
 * Search results in every language, under both spellings: §2.1 lists `/Search` as a route, the
 * router matches paths ignoring case and serves it, but robots.txt paths are case-sensitive.
 */
const SEARCH_PATHS = ['/search', '/en/search', '/ru/search', '/Search', '/en/Search', '/ru/Search'];

/** robots.txt: the sitemap, and nothing to crawl on a test or staging site. */
function robotsTxt(options: Pick<SeoOptions, 'publicUrl' | 'noindex'>): string {
  const rules = options.noindex
    ? ['Disallow: /']
    : ['Disallow: /api/', ...SEARCH_PATHS.map((path) => `Disallow: ${path}`)];
  return ['User-agent: *', ...rules, '', `Sitemap: ${options.publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** GET /robots.txt and /sitemap.xml. */
export function seoRouter(options: SeoOptions): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(options));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    try {
      const xml = sitemapXml(await sitemapUrls(options.publicUrl, options.cms));
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);
    } catch (error) {
      if (!isCmsUnavailable(error)) throw error;
      res.status(503).set('Retry-After', '60').type('text').send('Sitemap temporarily unavailable');
    }
  });
  return router;
}
