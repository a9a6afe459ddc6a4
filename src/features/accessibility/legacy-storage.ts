import type { Storage as PersistStorage } from 'redux-persist';
import { clampFontLevel, type AccessibilitySettings } from './types';

/**
 * The old site's localStorage keys (§4, §9). `update` is set when the level changes and cleared on
 * storage events; public/a11y-boot.js reads the same keys before first paint.
 */
const STORAGE_KEYS = { greyscale: 'shb', voice: 'voice', level: 'lvl', update: 'update' };

/** The old site wrote JSON-ish strings ("true", "3", sometimes quoted); anything else reads as off. */
function readFlag(raw: string | null): boolean {
  return raw !== null && /^"?(true|1)"?$/.test(raw.trim());
}

function readLevel(raw: string | null) {
  return clampFontLevel(raw === null ? 0 : Number.parseFloat(raw.replace(/"/g, '')));
}

export interface LegacyStorage extends PersistStorage {
  /** The settings as stored; bad values are clamped, never thrown. */
  read(): AccessibilitySettings;
  /** Call on a `storage` event: clears `update` and tells whether the event was about our keys. */
  handleStorageEvent(event: Pick<StorageEvent, 'key'>): boolean;
}

/**
 * A redux-persist storage (used with `serialize: false`) that keeps the slice in the four separate
 * keys the old site used, so settings saved there are read as they are and the head script can
 * read them without parsing redux-persist's JSON.
 */
export function createLegacyStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): LegacyStorage {
  const read = (): AccessibilitySettings => ({
    isGreyscale: readFlag(storage.getItem(STORAGE_KEYS.greyscale)),
    isVoiceOn: readFlag(storage.getItem(STORAGE_KEYS.voice)),
    fontLevel: readLevel(storage.getItem(STORAGE_KEYS.level)),
  });
  // redux-persist hands over the whole slice after rehydration and after every change, so only
  // what differs from what is stored is written: a first visit writes nothing, and values the
  // old site wrote ("true" quoted) stay as they are until the visitor changes them.
  const write = (settings: AccessibilitySettings) => {
    const stored = read();
    const level = clampFontLevel(settings.fontLevel);
    if (stored.fontLevel !== level) {
      storage.setItem(STORAGE_KEYS.update, 'true');
      storage.setItem(STORAGE_KEYS.level, String(level));
    }
    if (stored.isGreyscale !== Boolean(settings.isGreyscale))
      storage.setItem(STORAGE_KEYS.greyscale, String(Boolean(settings.isGreyscale)));
    if (stored.isVoiceOn !== Boolean(settings.isVoiceOn))
      storage.setItem(STORAGE_KEYS.voice, String(Boolean(settings.isVoiceOn)));
  };
  const ourKeys = new Set<string | null>([
    STORAGE_KEYS.greyscale,
    STORAGE_KEYS.voice,
    STORAGE_KEYS.level,
    null, // localStorage.clear() in another tab
  ]);
  return {
    read,
    getItem: async () => read(),
    setItem: async (_key: string, settings: AccessibilitySettings) => write(settings),
    removeItem: async () => {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
    handleStorageEvent: (event) => {
      // Removing a missing key fires no event, so tabs clearing it in turn cannot loop.
      storage.removeItem(STORAGE_KEYS.update);
      return ourKeys.has(event.key);
    },
  };
}
