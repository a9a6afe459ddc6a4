import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { readDemoContent } from '../../server/cms/demo/content-files';
import { DEMO_CONTENT_DIR } from '../../server/paths';

/** The demo content in a temporary folder, so a test can add or remove a file of it. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-content-'));
  cpSync(DEMO_CONTENT_DIR, dir, { recursive: true });
  return dir;
}

describe('demo content files: one per content type the site reads, found by name', () => {
  it('reads every readable type of cms/strapi/src from <api>.json, and no form', () => {
    const content = readDemoContent();
    expect(Object.keys(content.entries)).to.have.members([
      'branches',
      'cards',
      'contributions',
      'correspondent-accounts',
      'credits',
      'currency-rates',
      'investment-funds',
      'legal-entities',
      'legal-entity-call-to-action',
      'legal-entity-recommended-products',
      'legal-entity-sliders',
      'news',
      'news-categories',
      'pages',
      'social-link',
      'transfers',
      'vacancies',
    ]);
    expect(content.entries['social-link']).to.include({ telegram: 'https://t.me/namunabank_demo' });
    expect(content.media).to.have.length.greaterThan(0);
  });

  it('fails with the file named when a content file is for no type of the Strapi schemas', () => {
    const dir = contentCopy();
    try {
      writeFileSync(join(dir, 'deposit-offers.json'), '[]');
      expect(() => readDemoContent(dir)).to.throw(
        /Demo content deposit-offers\.json in .* names no type of cms\/strapi\/src/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails with the type named when a readable type of the Strapi schemas has no content file', () => {
    const dir = contentCopy();
    try {
      rmSync(join(dir, 'branches.json'));
      expect(() => readDemoContent(dir)).to.throw(/^No demo content for branches: add /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
