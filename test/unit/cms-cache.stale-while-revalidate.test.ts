import { expect } from 'chai';
import { createCmsCache, type CmsCacheOptions, type Load } from '../../server/cms/cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache of strings, each charged 10 bytes. */
const cacheOf = (options: Partial<CmsCacheOptions<string>> = {}) =>
  createCmsCache<string>({ ttlSeconds: 60, maxBytes: 1_000, sizeOf: () => 10, ...options });

/** A load the test answers by hand; `signal` is the one the cache gave it. */
function heldLoad() {
  const calls: { signal: AbortSignal; answer(value: string): void; fail(error: Error): void }[] =
    [];
  const load: Load<string> = (signal) =>
    new Promise((resolve, reject) => calls.push({ signal, answer: resolve, fail: reject }));
  return { load, calls };
}

describe('createCmsCache (lru-cache fetch, stale-while-revalidate)', () => {
  it('answers a fresh entry without loading again', async () => {
    const cache = cacheOf();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get('k', load)).to.equal('value 1');
    expect(await cache.get('k', load)).to.equal('value 1');
    expect(loads).to.equal(1);
  });

  it('answers an expired entry at once while one background refresh runs', async () => {
    const time = clock();
    const lookups: string[] = [];
    const cache = cacheOf({ ttlSeconds: 10, clock: time, onLookup: (r) => lookups.push(r) });
    await cache.get('k', async () => 'old');
    time.advance(10_001);
    const held = heldLoad();
    // Both visitors after the expiry get the old answer without waiting for the CMS.
    expect(await cache.get('k', held.load)).to.equal('old');
    expect(await cache.get('k', held.load)).to.equal('old');
    expect(held.calls).to.have.length(1);
    held.calls[0]!.answer('new');
    await settle();
    expect(await cache.get('k', held.load)).to.equal('new');
    expect(lookups).to.deep.equal(['miss', 'stale', 'stale', 'hit']);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = cacheOf();
    const held = heldLoad();
    const both = Promise.all([cache.get('k', held.load), cache.get('k', held.load)]);
    await settle();
    held.calls[0]!.answer('7');
    expect(await both).to.deep.equal(['7', '7']);
    expect(held.calls).to.have.length(1);
  });

  it('keeps answering the stale entry while refreshes fail, and reports each failure', async () => {
    const time = clock();
    const reported: string[] = [];
    const cache = cacheOf({ ttlSeconds: 1, clock: time, onStale: (key) => reported.push(key) });
    await cache.get('k', async () => 'old');
    time.advance(5_000);
    const down = () => Promise.reject(new Error('down'));
    expect(await cache.get('k', down)).to.equal('old');
    await settle();
    expect(await cache.get('k', down)).to.equal('old');
    await settle();
    expect(reported).to.deep.equal(['k', 'k']);
    expect(await cache.get('k', async () => 'back')).to.equal('old');
    await settle();
    expect(await cache.get('k', async () => 'unused')).to.equal('back');
  });

  it('rejects every waiter of a failed miss with its error, and tries the CMS again next time', async () => {
    const cache = cacheOf();
    const held = heldLoad();
    const failure = new Error('down');
    const both = Promise.all([
      cache.get('k', held.load).catch((error: unknown) => error),
      cache.get('k', held.load).catch((error: unknown) => error),
    ]);
    await settle();
    held.calls[0]!.fail(failure);
    expect(await both).to.deep.equal([failure, failure]);
    expect(await cache.get('k', async () => 'back')).to.equal('back');
  });

  it('with a TTL of zero reads the CMS every time but keeps a stale copy for its failures', async () => {
    const cache = cacheOf({ ttlSeconds: 0 });
    expect(await cache.get('k', async () => 'first')).to.equal('first');
    expect(await cache.get('k', async () => 'second')).to.equal('second');
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).to.equal('second');
  });

  it('is bounded by the bytes sizeOf charges, evicting the least recently used', async () => {
    // 40 bytes each (sizeOf plus nothing else): two fit in 100, a third evicts the oldest.
    const cache = cacheOf({ maxBytes: 100, sizeOf: () => 40 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'unused');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'a again')).to.equal('a');
    expect(await cache.get('b', async () => 'b again')).to.equal('b again');
  });

  it('a purge aborts the read in flight: its answer is never stored or handed out', async () => {
    const cache = cacheOf();
    const held = heldLoad();
    const waiting = cache.get('k', held.load);
    await settle();
    expect(cache.purge((key) => key === 'k')).to.equal(1);
    expect(held.calls[0]!.signal.aborted).to.equal(true);
    // The visitor who was waiting reads again, after the purge.
    await settle();
    expect(held.calls).to.have.length(2);
    held.calls[0]!.answer('before the edit');
    held.calls[1]!.answer('after the edit');
    expect(await waiting).to.equal('after the edit');
    expect(await cache.get('k', held.load)).to.equal('after the edit');
  });

  it('a purge drops only the keys it names', async () => {
    const cache = cacheOf();
    await cache.get('/api/news?locale=ru', async () => 'news');
    await cache.get('/api/contributions?locale=ru', async () => 'deposits');
    expect(cache.purge((key) => key.startsWith('/api/news?'))).to.equal(1);
    expect(await cache.get('/api/news?locale=ru', async () => 'news 2')).to.equal('news 2');
    expect(await cache.get('/api/contributions?locale=ru', async () => 'x')).to.equal('deposits');
  });

  it('never answers with a read that started before a purge, in 200 random interleavings', async () => {
    for (let run = 0; run < 200; run++) await randomRun(run + 1, 1);
  });

  it('nor with a TTL of zero (every lookup waits for its refresh), in 200 more', async () => {
    for (let run = 0; run < 200; run++) await randomRun(run + 1, 0);
  });
});

/** mulberry32: a small seeded generator, so a failing run can be replayed by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Lookups, CMS answers (in any order, some failing, some arriving after their read was aborted),
 * edits each followed by their purge, and the clock moving past the TTL, interleaved at random.
 * Each answer is the content's version when its read began; no lookup that ends after a purge may
 * return a version older than the one that purge published.
 */
async function randomRun(seed: number, ttlSeconds: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const time = clock();
  const cache = cacheOf({ ttlSeconds, clock: time });
  const keys = ['a', 'b'] as const;
  const version = { a: 0, b: 0 };
  const published = { a: 0, b: 0 };
  const pending: { answer(): void; fail(): void }[] = [];
  const violations: string[] = [];
  const lookups: Promise<void>[] = [];
  const loadOf =
    (key: 'a' | 'b'): Load<string> =>
    () => {
      const seen = version[key];
      return new Promise((resolve, reject) =>
        pending.push({
          answer: () => resolve(String(seen)),
          fail: () => reject(new Error('down')),
        }),
      );
    };
  for (let step = 0; step < 60; step++) {
    const roll = next();
    const key = pick(keys);
    if (roll < 0.35) {
      lookups.push(
        cache.get(key, loadOf(key)).then(
          (value) => {
            if (Number(value) < published[key])
              violations.push(`seed ${seed}: ${key}=${value} after purge of ${published[key]}`);
          },
          () => undefined,
        ),
      );
    } else if (roll < 0.65 && pending.length > 0) {
      pending.splice(Math.floor(next() * pending.length), 1)[0]!.answer();
    } else if (roll < 0.7 && pending.length > 0) {
      pending.splice(Math.floor(next() * pending.length), 1)[0]!.fail();
    } else if (roll < 0.85) {
      version[key] += 1;
      published[key] = version[key];
      cache.purge((k) => k === key);
    } else {
      time.advance(Math.floor(next() * 1_500));
    }
    await settle();
  }
  while (pending.length > 0) {
    pending.shift()!.answer();
    await settle();
  }
  await Promise.all(lookups);
  expect(violations).to.deep.equal([]);
  // What is left in the cache is the content as last published.
  const drained = async (lookup: Promise<string>) => {
    await settle();
    while (pending.length > 0) pending.shift()!.answer();
    await settle();
    return lookup;
  };
  for (const key of keys) {
    time.advance(2_000);
    await drained(cache.get(key, loadOf(key)));
    expect(await drained(cache.get(key, loadOf(key)))).to.equal(String(version[key]));
  }
}
