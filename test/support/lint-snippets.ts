import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Snippet {
  code: string;
  /** The path the snippet is linted as, which decides the config blocks that apply to it. */
  filePath: string;
}

/**
 * Lints each snippet with the site's own config through ESLint's Node API and returns, per
 * snippet, the messages of the given rules. In a child process: the config's plugins set globals,
 * which mocha's leak check would report against the calling test.
 */
export function lintMessages(snippets: Snippet[], ruleIds: string[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const [snippets, ruleIds] = JSON.parse(process.argv[1]);
    const results = [];
    for (const { code, filePath } of snippets) {
      const [result] = await eslint.lintText(code, { filePath });
      results.push(result.messages.filter((m) => ruleIds.includes(m.ruleId)).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', script, JSON.stringify([snippets, ruleIds])],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

export const lines = (...code: string[]) => [...code, ''].join('\n');
