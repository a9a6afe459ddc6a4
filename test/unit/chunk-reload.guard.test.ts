import { expect } from 'chai';
import { isChunkLoadError, reloadAfterChunkError } from '../../src/app/boot/chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk-load reload guard', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: http://bank.test/assets/cards-AB12.js',
  );

  it('recognises the dynamic-import failures of Chromium, Firefox and Safari only', () => {
    expect(isChunkLoadError(chunkError)).to.equal(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).to.equal(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).to.equal(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).to.equal(false);
    expect(isChunkLoadError({ status: 404 })).to.equal(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const at = (now: number) =>
      reloadAfterChunkError(chunkError, {
        now,
        online: true,
        storage,
        reload: () => void (reloads += 1),
      });
    expect(at(1_000_000)).to.equal(true);
    expect(at(1_059_999)).to.equal(false);
    expect(at(1_060_000)).to.equal(true);
    expect(reloads).to.equal(2);
  });

  it('never reloads for other errors', () => {
    let reloads = 0;
    const reloaded = reloadAfterChunkError(new Error('boom'), {
      now: 5,
      online: true,
      storage: memoryStorage(),
      reload: () => void (reloads += 1),
    });
    expect(reloaded).to.equal(false);
    expect(reloads).to.equal(0);
  });

  it('never reloads while the browser is offline, which would replace the page with its own', () => {
    let reloads = 0;
    const reloaded = reloadAfterChunkError(chunkError, {
      now: 1_000_000,
      online: false,
      storage: memoryStorage(),
      reload: () => void (reloads += 1),
    });
    expect(reloaded).to.equal(false);
    expect(reloads).to.equal(0);
  });
});
