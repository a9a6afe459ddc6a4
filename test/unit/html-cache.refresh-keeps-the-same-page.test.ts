import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { createHtmlCache, renderedPage, type RenderedPage } from '../../server/ssr/html-cache';

/**
 * A page refreshed after its TTL that rendered the very same bytes from the same sources stays the
 * kept object: the headers the page door recorded on it and its compressed copies go on answering
 * (a new object started over, through the whole chain and compression() per view).
 */
describe('the HTML cache refreshing an expired page (server/ssr/html-cache.ts)', () => {
  const TTL_MS = 40;
  const settle = () => sleep(TTL_MS * 2);

  async function expiredAndRefreshed(
    cache: NonNullable<ReturnType<typeof createHtmlCache>>,
    render: () => Promise<RenderedPage>,
  ) {
    await settle();
    // Expired: the kept page answers at once while the refresh renders behind it.
    await cache.page('/ru/deposit', render);
    await sleep(10);
    return cache.fresh('/ru/deposit');
  }

  it('keeps the kept page when the refresh rendered the same bytes and sources, and takes a changed one', async () => {
    const cache = createHtmlCache({ ttlSeconds: TTL_MS / 1000, maxBytes: 1_000_000 })!;
    let body = '<p>Omonat 22%</p>';
    let tags = ['contributions', 'social-link'];
    let renders = 0;
    const render = async () => {
      renders++;
      return renderedPage(
        { status: 200, parts: [body], personal: false, formKey: null, page: 'deposits' },
        tags,
      );
    };
    const first = (await cache.page('/ru/deposit', render))!;
    first.replay = { 'cache-control': 'public, max-age=0' };

    // Same bytes, the same sources read in another order: the same page.
    tags = ['social-link', 'contributions'];
    expect(await expiredAndRefreshed(cache, render)).to.equal(first);
    expect(renders).to.equal(2);
    expect(first.replay).to.deep.equal({ 'cache-control': 'public, max-age=0' });

    // Same bytes from other sources: a purge of news must reach it, so it is the new page.
    tags = ['social-link', 'contributions', 'news'];
    const resourced = await expiredAndRefreshed(cache, render);
    expect(resourced).to.not.equal(first);
    expect(resourced!.tags).to.deep.equal(['social-link', 'contributions', 'news']);
    expect(resourced!.replay).to.equal(undefined);

    // Other bytes: the new page.
    body = '<p>Omonat 23%</p>';
    const changed = await expiredAndRefreshed(cache, render);
    expect(changed!.body.toString()).to.equal('<p>Omonat 23%</p>');
    expect(renders).to.equal(4);
  });
});
