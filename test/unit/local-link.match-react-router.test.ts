import { expect } from 'chai';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Link, NavLink, StaticRouter } from 'react-router';
import { createI18n } from '../../src/app/i18n';
import { NAMESPACES } from '../../src/lib/namespaces';
import { LocalLink, LocalNavLink } from '../../src/components/local-link';
import type { Lang } from '../../src/lib/lang';

/**
 * src/components/local-link.tsx renders react-router's anchor itself on the server (a page has
 * about a hundred links). These hold that copy to react-router's own Link and NavLink, rendered
 * under the same static router, for every prop the site passes; the browser hydrates the copy's
 * markup with the real components, so any difference would be a hydration mismatch.
 */
const i18ns = new Map<Lang, ReturnType<typeof createI18n>>();
function i18nOf(lang: Lang) {
  let instance = i18ns.get(lang);
  if (!instance) {
    const empty = Object.fromEntries(NAMESPACES.map((ns) => [ns, {}]));
    i18ns.set(lang, (instance = createI18n(lang, { [lang]: empty })));
  }
  return instance;
}

function renderAt(lang: Lang, location: string, element: ReactNode) {
  const router = createElement(StaticRouter, { location }, element);
  return renderToString(createElement(I18nextProvider, { i18n: i18nOf(lang) }, router));
}

const child = 'Omonat';

describe('LocalLink renders what react-router’s Link renders', () => {
  const cases: {
    name: string;
    lang: Lang;
    to: string;
    href: string;
    props: Record<string, unknown>;
    expected: string;
  }[] = [
    {
      name: 'a plain path with a class, in Russian',
      lang: 'ru',
      to: '/deposit',
      href: '/ru/deposit',
      props: { className: 'button button--primary' },
      expected:
        '<a class="button button--primary" href="/ru/deposit" data-discover="true">Omonat</a>',
    },
    {
      name: 'the home page in the default language',
      lang: 'uz',
      to: '/',
      href: '/',
      props: { className: 'site-header__logo', 'aria-label': 'Bank: home' },
      expected:
        '<a class="site-header__logo" aria-label="Bank: home" href="/" data-discover="true">Omonat</a>',
    },
    {
      name: 'a card image out of the tab order, hidden from assistive technology',
      lang: 'en',
      to: '/news/rates-up',
      href: '/en/news/rates-up',
      props: { className: 'news-card__media', tabIndex: -1, 'aria-hidden': 'true' },
      expected:
        '<a class="news-card__media" tabindex="-1" aria-hidden="true" href="/en/news/rates-up" data-discover="true">Omonat</a>',
    },
    {
      name: 'the current audience marked by the caller',
      lang: 'ru',
      to: '/juristic',
      href: '/ru/juristic',
      props: { className: 'site-header__audience', 'aria-current': 'true' },
      expected:
        '<a class="site-header__audience" aria-current="true" href="/ru/juristic" data-discover="true">Omonat</a>',
    },
    {
      name: 'a path with a search and a hash',
      lang: 'ru',
      to: '/news?category=3#list',
      href: '/ru/news?category=3#list',
      props: {},
      expected: '<a href="/ru/news?category=3#list" data-discover="true">Omonat</a>',
    },
  ];
  for (const { name, lang, to, href, props, expected } of cases) {
    it(name, () => {
      const ours = renderAt(lang, '/ru/deposit', createElement(LocalLink, { to, ...props }, child));
      const theirs = renderAt(
        lang,
        '/ru/deposit',
        createElement(Link, { to: href, ...props }, child),
      );
      expect(ours).to.equal(expected);
      expect(theirs).to.equal(expected);
    });
  }
});

describe('LocalNavLink marks the current page as react-router’s NavLink does', () => {
  const cases: {
    name: string;
    lang: Lang;
    location: string;
    to: string;
    end?: boolean;
    className?: string;
    expected: string;
  }[] = [
    {
      name: 'a section link on a page below it (no `end`): active',
      lang: 'ru',
      location: '/ru/deposit/omonat-plus',
      to: '/deposit',
      className: 'header-menu__link',
      expected:
        '<a aria-current="page" class="header-menu__link active" href="/ru/deposit" data-discover="true">Omonat</a>',
    },
    {
      name: 'a filter tab with `end` on a page below it: not active',
      lang: 'ru',
      location: '/ru/deposit/usd',
      to: '/deposit',
      end: true,
      className: 'tabs__tab',
      expected: '<a class="tabs__tab" href="/ru/deposit" data-discover="true">Omonat</a>',
    },
    {
      name: 'a filter tab with `end` on its own page: active',
      lang: 'ru',
      location: '/ru/deposit/usd',
      to: '/deposit/usd',
      end: true,
      className: 'tabs__tab',
      expected:
        '<a aria-current="page" class="tabs__tab active" href="/ru/deposit/usd" data-discover="true">Omonat</a>',
    },
    {
      name: 'a link to another section: not active',
      lang: 'en',
      location: '/en/deposit',
      to: '/credit',
      className: 'header-menu__link',
      expected: '<a class="header-menu__link" href="/en/credit" data-discover="true">Omonat</a>',
    },
    {
      name: 'a path that only starts with the link’s: not active',
      lang: 'en',
      location: '/en/deposits-archive',
      to: '/deposit',
      className: 'header-menu__link',
      expected: '<a class="header-menu__link" href="/en/deposit" data-discover="true">Omonat</a>',
    },
    {
      name: 'the home link with `end` at home in the default language: active',
      lang: 'uz',
      location: '/',
      to: '/',
      end: true,
      className: 'header-menu__link',
      expected:
        '<a aria-current="page" class="header-menu__link active" href="/" data-discover="true">Omonat</a>',
    },
    {
      name: 'the location in other letter case: still active',
      lang: 'ru',
      location: '/RU/Deposit',
      to: '/deposit',
      end: true,
      className: 'tabs__tab',
      expected:
        '<a aria-current="page" class="tabs__tab active" href="/ru/deposit" data-discover="true">Omonat</a>',
    },
    {
      name: 'no class given: only `active` when active',
      lang: 'ru',
      location: '/ru/cards',
      to: '/cards',
      expected:
        '<a aria-current="page" class="active" href="/ru/cards" data-discover="true">Omonat</a>',
    },
  ];
  for (const { name, lang, location, to, end, className, expected } of cases) {
    it(name, () => {
      const ours = renderAt(
        lang,
        location,
        createElement(LocalNavLink, { to, end, className }, child),
      );
      const href = lang === 'uz' ? to : `/${lang}${to === '/' ? '' : to}`;
      // What the browser renders: LocalNavLink passes `end` and `className` (default '') on.
      const props = { to: href, end: end ?? false, className: className ?? '' };
      const theirs = renderAt(lang, location, createElement(NavLink, props, child));
      expect(ours).to.equal(expected);
      expect(theirs).to.equal(expected);
    });
  }
});
