import { expect } from 'chai';
import { createCmsCache } from '../../server/cms/cache';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createCmsCache', () => {
  it('answers a fresh entry without loading again', async () => {
    const cache = createCmsCache<string>({ ttlSeconds: 60 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get('k', load)).to.equal('value 1');
    expect(await cache.get('k', load)).to.equal('value 1');
    expect(loads).to.equal(1);
  });

  it('loads again once the entry is older than the TTL', async () => {
    const time = clock();
    const cache = createCmsCache<number>({ ttlSeconds: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    time.advance(9_999);
    expect(await cache.get('k', load)).to.equal(1);
    time.advance(1);
    expect(await cache.get('k', load)).to.equal(2);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = createCmsCache<number>({ ttlSeconds: 60 });
    let loads = 0;
    let release: (value: number) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release(7);
    expect(await both).to.deep.equal([7, 7]);
    expect(loads).to.equal(1);
  });

  it('serves the stale entry when a refresh fails, and reports it', async () => {
    const time = clock();
    const reported: string[] = [];
    const cache = createCmsCache<string>({
      ttlSeconds: 1,
      now: time.now,
      onStale: (key) => reported.push(key),
    });
    await cache.get('k', async () => 'old');
    time.advance(5_000);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).to.equal('old');
    expect(reported).to.deep.equal(['k']);
  });

  it('rejects when a load fails and nothing is stored', async () => {
    const cache = createCmsCache<string>({ ttlSeconds: 1 });
    const failure = new Error('down');
    const result = await cache.get('k', () => Promise.reject(failure)).catch((error) => error);
    expect(result).to.equal(failure);
  });

  it('tries the CMS again after a failed load instead of remembering the failure', async () => {
    const cache = createCmsCache<string>({ ttlSeconds: 60 });
    await cache.get('k', () => Promise.reject(new Error('down'))).catch(() => undefined);
    expect(await cache.get('k', async () => 'back')).to.equal('back');
  });

  it('with a TTL of zero always refreshes but still keeps a stale copy', async () => {
    const cache = createCmsCache<string>({ ttlSeconds: 0 });
    await cache.get('k', async () => 'first');
    expect(await cache.get('k', async () => 'second')).to.equal('second');
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).to.equal('second');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createCmsCache<string>({ ttlSeconds: 60, max: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'a again')).to.equal('a again');
  });
});
