/** Font levels of §5/§9: 0 is the normal size, 3 the largest. */
export const MIN_FONT_LEVEL = 0;
export const MAX_FONT_LEVEL = 3;

export type FontLevel = 0 | 1 | 2 | 3;

export interface AccessibilitySettings {
  isGreyscale: boolean;
  isVoiceOn: boolean;
  fontLevel: FontLevel;
}

export const DEFAULT_SETTINGS: AccessibilitySettings = {
  isGreyscale: false,
  isVoiceOn: false,
  fontLevel: 0,
};

/** Any number to a valid level: out-of-range values are clamped, anything else is the normal size. */
export function clampFontLevel(value: number): FontLevel {
  if (!Number.isFinite(value)) return MIN_FONT_LEVEL;
  return Math.min(MAX_FONT_LEVEL, Math.max(MIN_FONT_LEVEL, Math.trunc(value))) as FontLevel;
}
