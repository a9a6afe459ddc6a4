import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { appForSuite, createTestApp } from '../support/start-app';
import { getJson, getPage, pageModules } from '../support/html';

const links = (html: string, rel: string) =>
  [
    ...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'gi')),
  ].map((m) => ({ lang: m[1], href: m[2] }));

describe('the HTML document', () => {
  const suite = appForSuite();

  it('carries the language, a description, the canonical URL and hreflang alternates with x-default = uz', async () => {
    const { html } = await getPage(suite.app, `/ru/deposit/usd`);
    expect(html).to.match(/^<!doctype html><html lang="ru">/i);
    expect(html).to.match(/<meta name="description" content="[^"]+"\/>/);
    expect(links(html, 'canonical')).to.deep.equal([
      { lang: undefined, href: 'http://bank.test/ru/deposit/usd' },
    ]);
    expect(links(html, 'alternate')).to.deep.equal([
      { lang: 'uz', href: 'http://bank.test/deposit/usd' },
      { lang: 'en', href: 'http://bank.test/en/deposit/usd' },
      { lang: 'ru', href: 'http://bank.test/ru/deposit/usd' },
      { lang: 'x-default', href: 'http://bank.test/deposit/usd' },
    ]);
  });

  it('points the alternates of a category-filtered news list at the same category in each language', async () => {
    const ru = await getJson<{ id: number; translations: Record<string, number> }[]>(
      suite.app,
      `/api/news-categories?locale=ru`,
    );
    const category = ru[0]!;
    const { html, status } = await getPage(
      suite.app,
      `/ru/news?filters[categories][id][$in]=${category.id}`,
    );
    expect(status).to.equal(200);
    const alternates = links(html, 'alternate');
    expect(alternates.find((l) => l.lang === 'en')?.href).to.equal(
      `http://bank.test/en/news?filters[categories][id][$in]=${category.translations.en}`,
    );
    expect(alternates.find((l) => l.lang === 'uz')?.href).to.equal(
      `http://bank.test/news?filters[categories][id][$in]=${category.translations.uz}`,
    );
    const en = await getPage(
      suite.app,
      `/en/news?filters[categories][id][$in]=${category.translations.en}`,
    );
    expect(en.status).to.equal(200);
  });

  it('gives detail pages reached by id the slug URLs of every language', async () => {
    const [deposit] = await getJson<{ id: number; slug: string }[]>(
      suite.app,
      `/api/deposits?locale=en`,
    );
    const { html } = await getPage(suite.app, `/en/deposit/${deposit!.id}`);
    expect(links(html, 'alternate').find((l) => l.lang === 'ru')?.href).to.equal(
      `http://bank.test/ru/deposit/${deposit!.slug}`,
    );
    const switcher = /<ul class="lang-switcher"[\s\S]*?<\/ul>/.exec(html)![0];
    expect(switcher).to.include(`href="/ru/deposit/${deposit!.slug}"`);
  });

  it('lets the language switcher keep the current page and lists only the other languages', async () => {
    const { html } = await getPage(suite.app, `/en/cards`);
    const switcher = /<ul class="lang-switcher"[\s\S]*?<\/ul>/.exec(html)![0];
    expect(switcher).to.include('href="/cards"').and.include('href="/ru/cards"');
    expect(switcher).not.to.include('href="/en/cards"');
  });

  it('runs one inline script, the head script allowed by its hash; the module list and the boot data are inert JSON', async () => {
    const { html, headers } = await getPage(suite.app, `/en`);
    const publicFile = (file: string) =>
      readFileSync(join(import.meta.dirname, '../../public', file), 'utf8');
    const headScript = `${publicFile('a11y-boot.js')}\n${publicFile('module-start.js')}`;
    const hash = createHash('sha256').update(headScript).digest('base64');
    const csp = headers.get('content-security-policy')!;
    expect(csp).to.include(`script-src 'self' 'sha256-${hash}'`).and.not.include('nonce');
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.to.include('unsafe-inline');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!.trim());
    const executable = scripts.filter(
      (attributes) => !/type="application\/(ld\+)?json"/.test(attributes),
    );
    expect(executable).to.deep.equal(['id="head-script"']);
    expect(html).to.include(`<script id="head-script">${headScript}</script>`);
    expect(scripts.at(-1)).to.equal('type="application/json" id="boot-data"');
    // Nothing fetches a module before the head script starts them.
    expect(html).not.to.match(/<link rel="modulepreload"|<script type="module"/);
    const modules = pageModules(html);
    expect(modules.entry).to.match(/^entry-client-[A-Z0-9]+\.js$/);
    expect(modules.preloads.some((file) => /^home-[A-Z0-9]+\.js$/.test(file))).to.equal(true);
    expect(headers.get('x-content-type-options')).to.equal('nosniff');
  });

  it('inlines the CSS of the first screen ahead of every preload, allowed by its hash, and links the rest at the end of the body', async () => {
    const { html, headers } = await getPage(suite.app, `/ru/deposit`);
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).to.have.length(1);
    expect(styles[0]).to.include('.site-header').and.include('font-display:swap');
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    const styleSrc = headers
      .get('content-security-policy')!
      .split(';')
      .find((directive) => directive.startsWith('style-src'));
    expect(styleSrc).to.equal(`style-src 'self' 'sha256-${hash}'`);
    const order = [...head.matchAll(/<(style|link rel="(?:preload|modulepreload|stylesheet)")/g)];
    expect(order[0]![1]).to.equal('style');
    expect(head).not.to.include('rel="stylesheet"').and.not.include('as="style"');
    const [, linked] =
      /<link rel="stylesheet" href="(\/assets\/main-[A-Z0-9]+\.css)" fetchPriority="low"\/><\/body>/.exec(
        html,
      ) ?? [];
    expect(linked, 'the stylesheet linked at the end of the body').to.be.a('string');
    // The rest of the CSS only: the footer's, not the first screen's again.
    const rest = await request(suite.app).get(linked!);
    expect(rest.text).to.include('.site-footer').and.not.include('.site-header');
  });

  it('allows inline styles, not by hash, only when the Yandex map is on (its API writes <style> elements)', async () => {
    const { headers } = await request(createTestApp({ YANDEX_MAPS_API_KEY: 'map-key' })).get(
      '/en/branches',
    );
    const styleSrc = String(headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('style-src'));
    expect(styleSrc).to.equal(
      "style-src 'self' 'unsafe-inline' https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://yastatic.net https://*.maps.yandex.net",
    );
  });

  it('preloads the font subsets the first screen shows: Latin in Uzbek and English, Cyrillic and Latin in Russian', async () => {
    const fonts = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-([a-z]+)-wght-normal-[A-Z0-9]+\.woff2" crossorigin=""\/>/g,
        ),
      ].map((m) => m[1]);
    expect(fonts((await getPage(suite.app, `/en/cards`)).html)).to.deep.equal(['latin']);
    expect(fonts((await getPage(suite.app, `/cards`)).html)).to.deep.equal(['latin']);
    expect(fonts((await getPage(suite.app, `/ru/cards`)).html)).to.deep.equal([
      'cyrillic',
      'latin',
    ]);
  });

  it('serves hashed assets as immutable for a year, precompressed with brotli or gzip', async () => {
    const { html } = await getPage(suite.app, `/`);
    const entry = `/assets/${pageModules(html).entry}`;
    const response = await request(suite.app).get(entry).set('Accept-Encoding', 'gzip');
    expect(response.status).to.equal(200);
    expect(response.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).to.equal('gzip');
    const brotli = await request(suite.app).get(entry).set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).to.equal('br');
    expect(brotli.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).to.include('Accept-Encoding');
    expect((await request(suite.app).get('/assets/missing-123.js')).status).to.equal(404);
  });
});
