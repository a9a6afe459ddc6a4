import type { AccessibilitySettings } from './types';

/**
 * Attributes on <html> that the stylesheet reacts to (greyscale filter, root font size). The head
 * script public/a11y-boot.js sets the same ones before first paint; after rehydration the store
 * keeps them in step.
 */
const GREYSCALE_ATTRIBUTE = 'data-greyscale';
const FONT_LEVEL_ATTRIBUTE = 'data-font-level';

export function applyToDocument(settings: AccessibilitySettings, root = document.documentElement) {
  root.toggleAttribute(GREYSCALE_ATTRIBUTE, settings.isGreyscale);
  if (settings.fontLevel > 0) root.setAttribute(FONT_LEVEL_ATTRIBUTE, String(settings.fontLevel));
  else root.removeAttribute(FONT_LEVEL_ATTRIBUTE);
}
