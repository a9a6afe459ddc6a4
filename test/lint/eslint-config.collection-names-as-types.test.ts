import { expect } from 'chai';
import { lines, lintMessages } from '../support/lint-snippets';

const RULES = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

describe('ESLint: the browser takes collection names from the server table as a type only', () => {
  it('allows a type import of the table, refuses its values and the rest of server/', function () {
    this.timeout(60_000);
    const [typeImport, valueImport, otherServerFile] = lintMessages(
      [
        {
          filePath: 'src/lib/api/some-client.ts',
          code: lines(
            "import type { CollectionName } from '../../../server/cms/collections';",
            "export const names: CollectionName[] = ['deposits'];",
          ),
        },
        {
          filePath: 'src/features/deposits/some-hook.ts',
          code: lines(
            "import { COLLECTIONS } from '../../../server/cms/collections';",
            'export const table = COLLECTIONS;',
          ),
        },
        {
          filePath: 'src/lib/api/some-client.ts',
          code: lines(
            "import type { CmsCall } from '../../../server/cms/queries';",
            'export type Call = CmsCall;',
          ),
        },
      ],
      RULES,
    );
    expect(typeImport).to.deep.equal([]);
    expect(valueImport).to.deep.equal([
      "'../../../server/cms/collections' import is restricted from being used by a pattern. src/ takes only types from the collection table (import type): its code is the server's.",
    ]);
    expect(otherServerFile).to.deep.equal([
      'Unexpected path "../../../server/cms/queries" imported in restricted zone. src/ never imports server/ (STYLE §2.1).',
    ]);
  });
});
