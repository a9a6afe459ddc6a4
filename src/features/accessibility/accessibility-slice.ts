import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  MAX_FONT_LEVEL,
  MIN_FONT_LEVEL,
  clampFontLevel,
  type AccessibilitySettings,
} from './types';

/** §4: the only persisted UI state. The server renders the defaults; the browser rehydrates. */
export const accessibilitySlice = createSlice({
  name: 'accessibility',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    greyscaleSet(state, action: PayloadAction<boolean>) {
      state.isGreyscale = action.payload;
    },
    voiceSet(state, action: PayloadAction<boolean>) {
      state.isVoiceOn = action.payload;
    },
    // §5: '+' only while the level is 2 or lower, '−' only while above 0.
    fontIncreased(state) {
      if (state.fontLevel < MAX_FONT_LEVEL) state.fontLevel = clampFontLevel(state.fontLevel + 1);
    },
    fontDecreased(state) {
      if (state.fontLevel > MIN_FONT_LEVEL) state.fontLevel = clampFontLevel(state.fontLevel - 1);
    },
    fontReset(state) {
      state.fontLevel = MIN_FONT_LEVEL;
    },
    /** Another tab changed the stored settings. */
    synced(_state, action: PayloadAction<AccessibilitySettings>) {
      return { ...action.payload };
    },
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { greyscaleSet, voiceSet, fontIncreased, fontDecreased, fontReset, synced } =
  accessibilitySlice.actions;
export const { selectSettings } = accessibilitySlice.selectors;
