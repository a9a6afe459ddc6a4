import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { transform } from 'esbuild';
import { CUSTOM_MEDIA, expandCustomMedia } from '../../src/styles/custom-media.mjs';

const STYLES = new URL('../../src/styles/', import.meta.url);

describe('breakpoints as CSS custom media (src/styles/breakpoints.json)', () => {
  it('names each breakpoint from below and from above', () => {
    expect(CUSTOM_MEDIA['--below-sm']).to.equal('(width < 640px)');
    expect(CUSTOM_MEDIA['--sm-up']).to.equal('(width >= 640px)');
    expect(CUSTOM_MEDIA['--lg-up']).to.equal('(width >= 1024px)');
  });

  it('writes the queries into @media preludes only, leaving var(--…) alone', () => {
    const css = '@media (--lg-up) and (--below-xl) { a { gap: var(--space-2); } }';
    expect(expandCustomMedia(css, 'a.css')).to.equal(
      '@media (width >= 1024px) and (width < 1280px) { a { gap: var(--space-2); } }',
    );
  });

  it('fails the build on an unknown name, saying where', () => {
    expect(() =>
      expandCustomMedia('@media (--phablet) { a { color: red; } }', 'header.css'),
    ).to.throw('header.css: unknown custom media --phablet (see src/styles/breakpoints.json)');
  });

  it('comes out of esbuild as queries Chromium 100 and Safari 15 understand, with no .98px twin', async () => {
    const { code } = await transform(
      expandCustomMedia('@media (--below-sm) { a { color: red; } }', 'a.css'),
      { loader: 'css', minify: true, target: ['chrome100', 'safari15'] },
    );
    expect(code).to.equal('@media not (min-width:640px){a{color:red}}\n');
  });

  it('is the only way the stylesheets write a width query', () => {
    const widths = readdirSync(STYLES)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) =>
        [...readFileSync(new URL(name, STYLES), 'utf8').matchAll(/@media[^{]*width[^{]*/g)].map(
          (match) => `${name}: ${match[0].trim()}`,
        ),
      );
    expect(widths).to.deep.equal([]);
  });
});
