import { expect } from 'chai';
import { matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from '../../src/app/routes';
import { routePartitions } from '../../src/app/route-partitions';
import type { RouteDeps } from '../../src/app/route-data';
import { LANGS, type Lang } from '../../src/lib/lang';

/**
 * The server routes a request in a partition of the route tree (src/app/route-partitions.ts).
 * These hold every partition to react-router's own matching over the whole tree, for paths in
 * each language as visitors and robots write them: other cases, percent-encoding, doubled and
 * trailing slashes, another language's prefix, undecodable and non-ASCII segments.
 */
const depsOf = () => ({}) as RouteDeps;
const partitionOf = routePartitions(LANGS, (lang, pages) => createRoutes(lang, depsOf, pages));

const PATHS = [
  '',
  '/',
  '/deposit',
  '/deposit/',
  '/deposit/uzs',
  '/deposit/usd',
  '/deposit/omonat-plus',
  '/deposit/omonat-plus/extra',
  '/DEPOSIT',
  '/Deposit/UZS',
  '/%64eposit',
  '/%64eposit/%75zs',
  '/deposit%2Fuzs',
  '//deposit',
  '/deposit//uzs',
  '/credit/ipoteka',
  '/cards',
  '/cards/humo',
  '/transfers/swift',
  '/currency',
  '/branches',
  '/news',
  '/news/yangi-ofis',
  '/vacancies/kassir',
  '/about',
  '/individual/safe-box',
  '/appeals',
  '/contact',
  '/search',
  '/juristic',
  '/juristic/tariffs',
  '/JURISTIC/Open-Account',
  '/juristic/kredit',
  '/financial-institutions',
  '/investment-funds',
  '/no-such-page',
  '/%E0%A4%A',
  '/%ZZ',
  '/\u212Aards',
  '/депозит',
  '/%D0%B4%D0%B5%D0%BF%D0%BE%D0%B7%D0%B8%D1%82',
  '/*',
  '/%2A',
  '/:slug',
  '/en',
  '/ru/deposit',
];

const prefixed = (lang: Lang, path: string) => (lang === 'uz' ? path : `/${lang}${path}`);
const idsOf = (routes: RouteObject[], path: string) =>
  (matchRoutes(routes, path) ?? []).map((match) => match.route.id);

describe('route partitions: the server matches what the whole tree matches', () => {
  for (const lang of LANGS) {
    it(`matches every path of ${lang} to the same routes as react-router over the whole tree`, () => {
      const whole = createRoutes(lang, depsOf);
      // react-router warns (development build) of each undecodable path it meets.
      const warn = console.warn;
      console.warn = () => undefined;
      try {
        for (const path of PATHS.flatMap((path) => [prefixed(lang, path), path])) {
          expect(idsOf(partitionOf(lang, path), path), path).to.deep.equal(idsOf(whole, path));
        }
      } finally {
        console.warn = warn;
      }
    });
  }

  it('routes the home in a partition of the index and the 404 alone', () => {
    const ids = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => [route.id!, ...ids(route.children ?? [])]);
    const pages = ids(partitionOf('ru', '/ru')).filter((id) => !/^(root|layout|pages)/.test(id));
    expect(pages).to.deep.equal(['index:ru', '*:ru']);
    expect(idsOf(partitionOf('ru', '/ru'), '/ru').at(-1)).to.equal('index:ru');
  });

  it('gives a deposit path the deposit pages and the 404, whatever its case', () => {
    const ids = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => [route.id!, ...ids(route.children ?? [])]);
    const pages = ids(partitionOf('en', '/en/DePosit/x')).filter(
      (id) => !/^(root|layout|pages)/.test(id),
    );
    expect(pages).to.deep.equal([
      'deposit:en',
      'deposit/uzs:en',
      'deposit/usd:en',
      'deposit/:slug:en',
      '*:en',
    ]);
    expect(idsOf(partitionOf('en', '/en/DePosit/x'), '/en/DePosit/x').at(-1)).to.equal(
      'deposit/:slug:en',
    );
  });
});
