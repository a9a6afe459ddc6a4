import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { LoaderContext, PageData, RouteDeps } from './route-data';
import { PAGES, type Audience, type PageDefinition } from './page-table';
import { rootLoader } from './loaders/root';
import { formAction } from './loaders/forms';
import { LanguageRoot } from './language-root';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { RouteErrorPage, RootErrorPage } from './error-pages';

export interface PageHandle {
  /** Name of the lazily loaded page module, used by the server to preload its chunk. */
  page: string;
}

function lazyComponent(load: () => Promise<unknown>) {
  return async () => ({ Component: (await load()) as ComponentType });
}

function pageRoute(lang: Lang, deps: RouteDeps, def: PageDefinition): RouteObject {
  const handle: PageHandle = { page: def.page };
  return {
    id: `${def.path ?? 'index'}:${lang}`,
    ...(def.path === undefined ? { index: true } : { path: def.path }),
    handle,
    loader: ({ params, request }): Promise<PageData> =>
      def.load({
        lang,
        t: deps.i18n.getFixedT(lang),
        params,
        url: new URL(request.url),
        deps,
      } satisfies LoaderContext),
    ...(def.form && { action: formAction(lang, deps, def.form) }),
    ...(def.component ? { lazy: lazyComponent(def.component) } : { element: null }),
  };
}

function layoutRoute(lang: Lang, deps: RouteDeps, audience: Audience): RouteObject {
  return {
    id: `layout-${audience}:${lang}`,
    element: <SiteLayout audience={audience} />,
    children: [
      {
        id: `pages-${audience}:${lang}`,
        errorElement: <RouteErrorPage />,
        children: PAGES.filter((def) => def.audience === audience).map((def) =>
          pageRoute(lang, deps, def),
        ),
      },
    ],
  };
}

/** One tree per language: no prefix for Uzbek, /en and /ru (§2). */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return LANGS.map((lang) => ({
    id: `root:${lang}`,
    path: localePath(lang, '/'),
    loader: () => rootLoader(lang, deps),
    element: <LanguageRoot />,
    errorElement: <RootErrorPage />,
    children: (['individuals', 'juristic', 'financial'] as const).map((audience) =>
      layoutRoute(lang, deps, audience),
    ),
  }));
}
