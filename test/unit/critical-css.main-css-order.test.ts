import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

const imports = (file: string) =>
  [
    ...readFileSync(join(import.meta.dirname, '../../src/styles', file), 'utf8').matchAll(
      /^@import '\.\/([a-z-]+\.css)';$/gm,
    ),
  ].map((m) => m[1]!);

describe('the inlined critical stylesheet (src/styles/critical.css)', () => {
  it('imports areas of main.css in main.css order, so main.css arriving later leaves the cascade as its own', () => {
    const main = imports('main.css');
    const critical = imports('critical.css');
    expect(critical).to.include.members(['tokens.css', 'fonts.css', 'base.css', 'header.css']);
    expect(main.filter((area) => critical.includes(area))).to.deep.equal(critical);
  });
});
