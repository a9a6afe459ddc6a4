import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MESSAGE =
  "Translate with useTranslation from '@/lib/use-translation' (it wraps react-i18next's).";

/**
 * Lints each snippet with the site's own config through ESLint's Node API, as the file at its
 * path, and returns the messages of `no-restricted-imports` per snippet. In a child process: the
 * config's plugins set globals, which mocha's leak check would report against this test.
 */
function restrictedImports(snippets: { code: string; filePath: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const snippets = JSON.parse(process.argv[1]);
    const results = [];
    for (const { code, filePath } of snippets) {
      const [result] = await eslint.lintText(code, { filePath });
      results.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', script, JSON.stringify(snippets)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

const lines = (...code: string[]) => [...code, ''].join('\n');

describe('ESLint: pages translate through the one project hook', () => {
  it("refuses react-i18next's hook, Trans and withTranslation everywhere but the wrapper", function () {
    this.timeout(60_000);
    const [page, projectHook, wrapper] = restrictedImports([
      {
        filePath: 'src/app/routes/some-page.tsx',
        code: lines(
          "import { Trans, useTranslation, withTranslation } from 'react-i18next';",
          'export const used = [Trans, useTranslation, withTranslation];',
        ),
      },
      {
        filePath: 'src/features/deposits/components/some-card.tsx',
        code: lines(
          "import { I18nextProvider } from 'react-i18next';",
          "import { useTranslation } from '@/lib/use-translation';",
          'export const used = [I18nextProvider, useTranslation];',
        ),
      },
      {
        filePath: 'src/lib/use-translation.ts',
        code: lines(
          "import { useTranslation as reactI18nextHook } from 'react-i18next';",
          'export const wrapped = reactI18nextHook;',
        ),
      },
    ]);
    expect(page).to.deep.equal([
      `'Trans' import from 'react-i18next' is restricted. ${MESSAGE}`,
      `'useTranslation' import from 'react-i18next' is restricted. ${MESSAGE}`,
      `'withTranslation' import from 'react-i18next' is restricted. ${MESSAGE}`,
    ]);
    expect(projectHook).to.deep.equal([]);
    expect(wrapper).to.deep.equal([]);
  });
});
