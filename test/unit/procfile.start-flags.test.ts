import { readFileSync } from 'node:fs';
import { expect } from 'chai';

const read = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

describe('production start (Procfile and npm start)', () => {
  it('caps the V8 heap the same way in both, so a worker stays within 300 MB under load (docs/performance.md)', () => {
    const procfile = /exec node (.*?)\s*dist\/server\/index\.mjs/.exec(read('Procfile'))?.[1];
    const scripts = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts;
    const start = /&& NODE_ENV=production node (.*?)\s*dist\/server\/index\.mjs/.exec(
      scripts.start,
    )?.[1];
    expect(procfile).to.equal('--max-old-space-size=160');
    expect(start).to.equal('--max-old-space-size=160');
  });
});
