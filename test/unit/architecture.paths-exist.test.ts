import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { REPO_ROOT, trackedFiles } from '../support/tracked-files';

const tracked = trackedFiles();
const topLevel = new Set(tracked.map((file) => file.split('/')[0]));

/** Written by the build or at run time, never tracked: named in the text, not checked. */
const GENERATED = /^(dist|data)\//;
const FILE = /\.(tsx?|mjs|json|md)$/;

/**
 * A backticked token that names a place in the repository: it starts at one of its top-level
 * entries or ends like a source file. URLs (`/api/v1`), headers and code do not.
 */
function isRepoPath(token: string): boolean {
  if (/\s/.test(token) || token.startsWith('/') || GENERATED.test(token)) return false;
  return topLevel.has(token.split('/')[0] ?? '') || FILE.test(token);
}

/** `<name>` and `*` stand for any one path segment or part of one. */
function matcher(token: string): RegExp {
  const path = token.replace(/\/$/, '');
  const pattern = path
    .split(/(<[^>]+>|\*)/)
    .map((part) =>
      part === '*' || part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  // A folder is a prefix of some tracked file.
  return new RegExp(`^${pattern}(/.*)?$`);
}

describe('docs/architecture.md', () => {
  const text = readFileSync(new URL('docs/architecture.md', REPO_ROOT), 'utf8');
  const paths = [
    ...new Set([...text.matchAll(/`([^`\n]+)`/g)].map(([, token = '']) => token)),
  ].filter(isRepoPath);

  it('names files, folders and patterns a newcomer can open', () => {
    expect(paths).to.include.members([
      'server/index.ts',
      'server/app.ts',
      'src/entry-server.tsx',
      'server/cms/demo/demo-adapter.ts',
      'build.mjs',
      'locales/<lang>/<namespace>.json',
      'src/app/routes/',
    ]);
  });

  it('names only paths that exist in the repository', () => {
    const missing = paths.filter((path) => !tracked.some((file) => matcher(path).test(file)));
    expect(missing).to.deep.equal([]);
  });
});
