// Applies the saved greyscale and font level (§4) to <html> before first paint; the store takes
// over after hydration. Reads the keys as features/accessibility/legacy-storage.ts (unit-tested).
(function () {
  try {
    var root = document.documentElement;
    if (/^"?(true|1)"?$/.test((localStorage.getItem('shb') || '').trim()))
      root.setAttribute('data-greyscale', '');
    var level = Math.trunc(parseFloat((localStorage.getItem('lvl') || '').replace(/"/g, '')));
    if (level > 0) root.setAttribute('data-font-level', String(Math.min(level, 3)));
  } catch (error) {} // storage blocked: normal view
})();
