import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

const STYLES = join(import.meta.dirname, '..', '..', 'src', 'styles');
const colourTokens = (css: string): Record<string, string> =>
  Object.fromEntries(
    [...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [
      name,
      hex!.toLowerCase(),
    ]),
  );

/** What Chromium renders for a colour under `filter: grayscale(1)` (Filter Effects matrix, sRGB). */
function greyOf(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const grey = Math.round(0.2126 * r! + 0.7152 * g! + 0.0722 * b!)
    .toString(16)
    .padStart(2, '0');
  return `#${grey}${grey}${grey}`;
}

describe('greyscale view colour tokens (accessibility.css)', () => {
  const palette = colourTokens(readFileSync(join(STYLES, 'tokens.css'), 'utf8'));
  const css = readFileSync(join(STYLES, 'accessibility.css'), 'utf8');
  const greyscaleBlock = css.slice(css.indexOf('html[data-greyscale] {'));
  const overrides = colourTokens(greyscaleBlock.slice(0, greyscaleBlock.indexOf('}')));

  // Read from a Chromium screenshot of those colours under the filter: 57, 57, 57 and 89, 89, 89.
  it('matches the filter on the known brand red and focus blue', () => {
    expect(greyOf('#c8102e')).to.equal('#393939');
    expect(greyOf('#1b5fd9')).to.equal('#595959');
  });

  it('gives every coloured token the grey the filter renders it in', () => {
    const coloured = Object.entries(palette).filter(([, hex]) => greyOf(hex) !== hex);
    expect(coloured.length).to.be.greaterThan(10);
    expect(overrides).to.deep.equal(
      Object.fromEntries(coloured.map(([name, hex]) => [name, greyOf(hex)])),
    );
  });
});
