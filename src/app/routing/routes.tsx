import type { RouteObject } from 'react-router';
import type { i18n } from 'i18next';
import type { Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import { withAllNamespaces } from '@/lib/namespaces';
import { badRequest, type DepsOf, type LoaderContext, type PageData } from './route-data';
import {
  loadPage,
  loadPageLoaders,
  PAGES,
  type Audience,
  type NotFoundTexts,
  type PageDefinition,
} from './page-table';
import { rootLoader } from '../loaders/root';
import { LanguageRoot } from './language-root';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { RouteErrorPage, RootErrorPage } from './error-pages';
import { idleRegionsLoaded } from '@/lib/idle-region';

export interface PageHandle {
  /** Name of the lazily loaded page module, used by the server to preload its chunk. */
  page: string;
  /** The page's own 404 texts, read by the error page (`src/app/error-pages.tsx`). */
  notFoundTexts?: NotFoundTexts;
}

function pageRoute(lang: Lang, depsOf: DepsOf, def: PageDefinition): RouteObject {
  const { page, form, notFoundTexts } = def;
  const handle: PageHandle | undefined =
    page === undefined ? undefined : { page, ...(notFoundTexts && { notFoundTexts }) };
  return {
    id: `${def.path ?? 'index'}:${lang}`,
    ...(def.path === undefined ? { index: true } : { path: def.path }),
    handle,
    loader: ({ params, request, context }): Promise<PageData> => {
      const deps = depsOf(context);
      if (deps.badAddress) badRequest();
      const load = (i18n: i18n) =>
        def.load({
          lang,
          t: i18n.getFixedT(null, 'common'),
          params,
          url: new URL(request.url),
          deps,
        } satisfies LoaderContext);
      const i18n = deps.i18n();
      const ready =
        i18n instanceof Promise ? i18n.then(withAllNamespaces) : withAllNamespaces(i18n);
      return ready instanceof Promise ? ready.then(load) : load(ready);
    },
    // Only a plain POST without JavaScript reaches an action (the browser's forms post to the
    // API), so its code stays in the loaders' chunk.
    ...(form && {
      action: async (args) => (await loadPageLoaders()).forms.formAction(depsOf, form)(args),
    }),
    ...(page === undefined
      ? { element: null }
      : {
          lazy: async () => {
            const { Component } = await loadPage(page);
            // A page module may hold idle regions, whose code the server loads before rendering
            // (in the browser this resolves at once).
            await idleRegionsLoaded();
            return { Component };
          },
        }),
  };
}

function layoutRoute(lang: Lang, depsOf: DepsOf, audience: Audience): RouteObject {
  return {
    id: `layout-${audience}:${lang}`,
    element: <SiteLayout audience={audience} />,
    children: [
      {
        id: `pages-${audience}:${lang}`,
        errorElement: <RouteErrorPage />,
        children: PAGES.filter((def) => def.audience === audience).map((def) =>
          pageRoute(lang, depsOf, def),
        ),
      },
    ],
  };
}

/**
 * The route tree of one language: no prefix for Uzbek, /en and /ru (§2). A page never navigates
 * to another language in place (the switcher loads the page), so each language has its own
 * tree, a third the size to match. Built once per process on the server, where `depsOf` reads
 * each request's store and relay from the router's request context; the browser builds it once
 * per tab with its own store.
 */
export function createRoutes(lang: Lang, depsOf: DepsOf): RouteObject[] {
  return [
    {
      id: `root:${lang}`,
      path: localePath(lang, '/'),
      loader: ({ context }) => {
        const deps = depsOf(context);
        const layout = rootLoader(lang, deps);
        // An address that does not decode is a 400 whatever the CMS says: the layout shows what
        // the CMS gave, and an outage does not turn the page into a 503.
        return deps.badAddress ? layout.catch(() => null) : layout;
      },
      element: <LanguageRoot />,
      errorElement: <RootErrorPage />,
      children: (['individuals', 'juristic', 'financial'] as const).map((audience) =>
        layoutRoute(lang, depsOf, audience),
      ),
    },
  ];
}
