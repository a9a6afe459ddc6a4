import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import type { Persistor } from 'redux-persist';
import { createLegacyStorage } from '../../src/features/accessibility/legacy-storage';
import {
  persistStore,
  persistedAccessibilityReducer,
} from '../../src/features/accessibility/persisted-reducer';
import { fontIncreased, greyscaleSet } from '../../src/features/accessibility/accessibility-slice';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A store persisting the slice to `raw` as the browser does, once rehydration has finished. */
async function persistedStore(raw: ReturnType<typeof memoryStorage>) {
  const storage = createLegacyStorage(raw);
  const store = configureStore({
    reducer: { accessibility: persistedAccessibilityReducer(() => storage) },
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = await new Promise<Persistor>((resolve) => {
    const started: Persistor = persistStore(store, null, () => resolve(started));
  });
  await persistor.flush();
  return { store, persistor };
}

const BOOT_SCRIPT = readFileSync(
  join(import.meta.dirname, '..', '..', 'public', 'a11y-boot.js'),
  'utf8',
);

/** Runs the head script against the given storage and returns the attributes it set on <html>. */
function bootAttributes(initial: Record<string, string>) {
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  runInNewContext(BOOT_SCRIPT, {
    localStorage: memoryStorage(initial),
    document: { documentElement },
  });
  return attributes;
}

describe('accessibility storage adapter (old site keys shb, voice, lvl, update)', () => {
  it('reads the raw values the old site left', () => {
    const storage = createLegacyStorage(memoryStorage({ shb: 'true', voice: 'true', lvl: '2' }));
    expect(storage.read()).to.deep.equal({ isGreyscale: true, isVoiceOn: true, fontLevel: 2 });
  });

  it('reads quoted and numeric flags, and anything else as off', () => {
    const quoted = createLegacyStorage(memoryStorage({ shb: '"true"', voice: '1', lvl: '"3"' }));
    expect(quoted.read()).to.deep.equal({ isGreyscale: true, isVoiceOn: true, fontLevel: 3 });
    const junk = createLegacyStorage(memoryStorage({ shb: 'yes', voice: 'false' }));
    expect(junk.read()).to.deep.equal({ isGreyscale: false, isVoiceOn: false, fontLevel: 0 });
  });

  it('clamps a bad lvl instead of throwing', () => {
    const levelOf = (lvl: string) => createLegacyStorage(memoryStorage({ lvl })).read().fontLevel;
    expect(levelOf('7')).to.equal(3);
    expect(levelOf('-2')).to.equal(0);
    expect(levelOf('2.7')).to.equal(2);
    expect(levelOf('big')).to.equal(0);
    expect(levelOf('')).to.equal(0);
  });

  it('writes only the keys whose value changed, and update only when the level changed', async () => {
    const raw = memoryStorage({ lvl: '0' });
    await createLegacyStorage(raw).setItem('persist:accessibility', {
      isGreyscale: true,
      isVoiceOn: false,
      fontLevel: 2,
    });
    expect(Object.fromEntries(raw.items)).to.deep.equal({ shb: 'true', lvl: '2', update: 'true' });
  });

  it('leaves update alone when the level did not change', async () => {
    const raw = memoryStorage({ lvl: '1' });
    await createLegacyStorage(raw).setItem('persist:accessibility', {
      isGreyscale: false,
      isVoiceOn: true,
      fontLevel: 1,
    });
    expect(Object.fromEntries(raw.items)).to.deep.equal({ lvl: '1', voice: 'true' });
  });

  it('clears update on a storage event and says whether the event was about a setting', () => {
    const raw = memoryStorage({ update: 'true', lvl: '3' });
    const storage = createLegacyStorage(raw);
    expect(storage.handleStorageEvent({ key: 'lvl' })).to.equal(true);
    expect(raw.items.has('update')).to.equal(false);
    raw.setItem('update', 'true');
    expect(storage.handleStorageEvent({ key: 'language' })).to.equal(false);
    expect(raw.items.has('update')).to.equal(false);
    expect(storage.handleStorageEvent({ key: null })).to.equal(true);
  });

  it('hands redux-persist the stored settings as a plain object', async () => {
    const storage = createLegacyStorage(memoryStorage({ shb: 'true', lvl: '1' }));
    expect(await storage.getItem('persist:accessibility')).to.deep.equal({
      isGreyscale: true,
      isVoiceOn: false,
      fontLevel: 1,
    });
  });
});

describe('accessibility settings through redux-persist', () => {
  it('writes nothing on a first visit, where nothing changed', async () => {
    const raw = memoryStorage();
    await persistedStore(raw);
    expect(Object.fromEntries(raw.items)).to.deep.equal({});
  });

  it("keeps a returning visitor's stored values as the old site wrote them", async () => {
    const raw = memoryStorage({ shb: '"true"', voice: 'false', lvl: '"2"' });
    const { store } = await persistedStore(raw);
    expect(store.getState().accessibility).to.deep.include({ isGreyscale: true, fontLevel: 2 });
    expect(Object.fromEntries(raw.items)).to.deep.equal({
      shb: '"true"',
      voice: 'false',
      lvl: '"2"',
    });
  });

  it('writes a change as it happens: greyscale alone, then the level with update', async () => {
    const raw = memoryStorage();
    const { store, persistor } = await persistedStore(raw);
    store.dispatch(greyscaleSet(true));
    await persistor.flush();
    expect(Object.fromEntries(raw.items)).to.deep.equal({ shb: 'true' });
    store.dispatch(fontIncreased());
    await persistor.flush();
    expect(Object.fromEntries(raw.items)).to.deep.equal({ shb: 'true', lvl: '1', update: 'true' });
  });
});

describe('public/a11y-boot.js (head script)', () => {
  it('sets greyscale and the font level from the same raw values as the adapter', () => {
    expect(bootAttributes({ shb: 'true', lvl: '3' })).to.deep.equal({
      'data-greyscale': '',
      'data-font-level': '3',
    });
    expect(bootAttributes({ shb: '"true"', lvl: '"2"' })).to.deep.equal({
      'data-greyscale': '',
      'data-font-level': '2',
    });
    expect(bootAttributes({ shb: '1', lvl: '9' })).to.deep.equal({
      'data-greyscale': '',
      'data-font-level': '3',
    });
  });

  it('leaves the page normal for normal, missing or bad values', () => {
    expect(bootAttributes({ shb: 'false', lvl: '0' })).to.deep.equal({});
    expect(bootAttributes({})).to.deep.equal({});
    expect(bootAttributes({ shb: 'yes', lvl: '-1' })).to.deep.equal({});
    expect(bootAttributes({ lvl: 'big' })).to.deep.equal({});
  });

  it('shows the normal view when storage is blocked', () => {
    const blocked = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
      document: { documentElement: {} },
    };
    expect(() => runInNewContext(BOOT_SCRIPT, blocked)).not.to.throw();
  });
});
