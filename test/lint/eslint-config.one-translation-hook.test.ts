import { expect } from 'chai';
import { lines, lintMessages } from '../support/lint-snippets';

const MESSAGE =
  "Translate with useTranslation from '@/lib/use-translation' (it wraps react-i18next's).";

describe('ESLint: pages translate through the one project hook', () => {
  it("refuses react-i18next's hook, Trans and withTranslation everywhere but the wrapper", function () {
    this.timeout(60_000);
    const [page, projectHook, wrapper] = lintMessages(
      [
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
      ],
      ['no-restricted-imports'],
    );
    expect(page).to.deep.equal([
      `'Trans' import from 'react-i18next' is restricted. ${MESSAGE}`,
      `'useTranslation' import from 'react-i18next' is restricted. ${MESSAGE}`,
      `'withTranslation' import from 'react-i18next' is restricted. ${MESSAGE}`,
    ]);
    expect(projectHook).to.deep.equal([]);
    expect(wrapper).to.deep.equal([]);
  });
});
