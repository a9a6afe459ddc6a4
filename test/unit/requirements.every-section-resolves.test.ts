import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { REPO_ROOT, trackedFiles } from '../support/tracked-files';

const read = (path: string) => readFileSync(new URL(path, REPO_ROOT), 'utf8');

/**
 * Which document a `§` citation points to. The code cites the product specification (restated in
 * docs/requirements.md) bare or as `spec §n`, the team's style guide as `STYLE §n` (its cited
 * rules are restated in docs/requirements.md too) and the CMS contract as
 * `docs/cms-contract.md §n`. Inside docs/cms-contract.md a bare `§n` is one of its own sections.
 */
type Target = 'spec' | 'style' | 'contract';

interface Citation {
  at: string;
  target: Target;
  section: string;
}

/** A qualifier word, then a section number and an optional range end (`§2.1–2.3`). */
const CITATION =
  /(?:(STYLE|spec|docs\/cms-contract\.md)\s+)?\u00a7(\d+(?:\.\d+)*)(?:\u2013(\d+(?:\.\d+)*))?/g;

const QUALIFIERS: Record<string, Target> = {
  STYLE: 'style',
  spec: 'spec',
  'docs/cms-contract.md': 'contract',
};

/**
 * Every citation in one file, line by line. A qualifier holds for the citations after it on the
 * same line: `(spec §5, §9)` cites the spec twice.
 */
function citationsIn(file: string, text: string): Citation[] {
  const bare: Target = file === 'docs/cms-contract.md' ? 'contract' : 'spec';
  return text.split('\n').flatMap((line, index) => {
    let target: Target = bare;
    return [...line.matchAll(CITATION)].flatMap(([, qualifier, first = '', last]) => {
      if (qualifier) target = QUALIFIERS[qualifier] ?? bare;
      const at = `${file}:${index + 1}`;
      return [first, ...(last ? [last] : [])].map((section) => ({ at, target, section }));
    });
  });
}

/** The section numbers each target defines, read from the headings of its document. */
function sectionsOf(): Record<Target, Set<string>> {
  const headings = (text: string, pattern: RegExp) =>
    new Set(
      text
        .split('\n')
        .map((line) => pattern.exec(line)?.[1])
        .filter((section): section is string => section !== undefined),
    );
  const requirements = read('docs/requirements.md');
  return {
    spec: headings(requirements, /^#{2,4} \u00a7(\d+(?:\.\d+)*) /),
    style: headings(requirements, /^#{2,4} STYLE \u00a7(\d+(?:\.\d+)*) /),
    contract: headings(read('docs/cms-contract.md'), /^## (\d+)\. /),
  };
}

const isText = (bytes: Buffer) => !bytes.includes(0);

describe('docs/requirements.md: every \u00a7 citation in the project', () => {
  it('reads the citation forms the code uses', () => {
    const sample = [
      'a (\u00a74, \u00a79 ru-RU) b',
      'routes of \u00a72.1\u20132.3',
      'layer rules (STYLE \u00a72.1)',
      'limits (spec \u00a75, \u00a79 and the open ones)',
      'the collection (docs/cms-contract.md \u00a76)',
    ].join('\n');
    expect(citationsIn('src/x.ts', sample)).to.deep.equal([
      { at: 'src/x.ts:1', target: 'spec', section: '4' },
      { at: 'src/x.ts:1', target: 'spec', section: '9' },
      { at: 'src/x.ts:2', target: 'spec', section: '2.1' },
      { at: 'src/x.ts:2', target: 'spec', section: '2.3' },
      { at: 'src/x.ts:3', target: 'style', section: '2.1' },
      { at: 'src/x.ts:4', target: 'spec', section: '5' },
      { at: 'src/x.ts:4', target: 'spec', section: '9' },
      { at: 'src/x.ts:5', target: 'contract', section: '6' },
    ]);
    expect(citationsIn('docs/cms-contract.md', 'the queries of \u00a74')).to.deep.equal([
      { at: 'docs/cms-contract.md:1', target: 'contract', section: '4' },
    ]);
  });

  it('names a section that exists, listed by file:line when it does not', () => {
    const sections = sectionsOf();
    const citations = trackedFiles().flatMap((file) => {
      const bytes = readFileSync(new URL(file, REPO_ROOT));
      return isText(bytes) ? citationsIn(file, bytes.toString('utf8')) : [];
    });
    const unresolved = citations
      .filter(({ target, section }) => !sections[target].has(section))
      .map(({ at, target, section }) => `${at}: ${target} \u00a7${section}`);
    expect(citations.length).to.be.greaterThan(100);
    expect(unresolved).to.deep.equal([]);
  });
});
