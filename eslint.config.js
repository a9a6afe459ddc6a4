import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

// STYLE §2.1: a new feature folder gets its zone automatically, because the zones are built from
// the folders that exist.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature may use another feature's plain types and its RTK Query endpoints; anything more
// is composed in src/app/routes/.
const featurePublicFiles = ['./types.ts', './api.ts'];

// What layout may use of other features beyond their public files: the bottom bar's chat entry
// opens the contact modal when no live-chat widget is configured, and the header and menu sheet
// show the accessibility tools.
const layoutUses = {
  contact: ['./contact-modal-context.tsx'],
  accessibility: ['./components/accessibility-panel.tsx'],
};

function featureZone(feature) {
  const others = features.filter(
    (other) => other !== feature && !(feature === 'layout' && other in layoutUses),
  );
  if (others.length === 0) return [];
  return [
    {
      target: `./src/features/${feature}`,
      from: others.map((other) => `./src/features/${other}`),
      except: featurePublicFiles,
      message: 'A feature imports only types.ts and api.ts of another feature (STYLE §2.1).',
    },
  ];
}

const layerZones = [
  {
    target: './src',
    from: './server',
    // Only for its names, as a type: see collectionNames below.
    except: ['./cms/collections.ts'],
    message: 'src/ never imports server/ (STYLE §2.1).',
  },
  {
    target: ['./src/lib', './src/components', './src/utils'],
    from: ['./src/features', './src/app'],
    message: 'Shared folders never import features or the app (STYLE §2.1).',
  },
  {
    target: './src/features',
    from: './src/app',
    // store.ts only for types: see @typescript-eslint/no-restricted-imports below.
    except: ['./hooks.ts', './store.ts'],
    message: 'Features use only the typed hooks of src/app (STYLE §2.1).',
  },
  ...features.flatMap(featureZone),
  ...Object.entries(layoutUses).map(([feature, files]) => ({
    target: './src/features/layout',
    from: `./src/features/${feature}`,
    except: [...featurePublicFiles, ...files],
    message: `Layout may use only ${files.join(', ')} of the ${feature} feature (STYLE §2.1).`,
  })),
];

const codeFiles = '**/*.{ts,tsx,js,mjs,cjs}';

// The zod declarations of the domain types (`*.server.ts` in src/) run only on the server, which
// documents the API with them; the browser takes their inferred types, so zod stays out of its bundle.
const serverOnly = {
  group: ['**/*.server', 'zod'],
  allowTypeImports: true,
  message:
    'In src/, zod and *.server modules are for types only (import type): they stay out of the browser bundle.',
};

// The browser's code names the collections by the keys of the server's collection table, a type
// that the build erases, so the table's mappers and zod declarations never reach the bundle.
const collectionNames = {
  group: ['**/server/cms/collections'],
  allowTypeImports: true,
  message:
    "src/ takes only types from the collection table (import type): its code is the server's.",
};

// A CMS collection is declared once, in the collection table (server/cms/collections.ts, whose
// browser-safe names are src/lib/api/collections.ts). Anywhere else a Strapi path, a read-API
// resource or an endpoint's literal path declares a collection outside it. `/api/forms`,
// `/api/cms/webhook`, `/api/preview`, `/api/v1` and `/api/openapi…` are the site's own routes,
// `/api/upload` is Strapi's upload plugin: none is a collection.
const strapiPath = String.raw`/^\/api\/(?!(forms|cms|preview|v1|openapi|upload)\b)[a-z]/`;
const collectionMessage =
  'Collections are declared in the collection table (server/cms/collections.ts): take the path from COLLECTIONS, the read-API path from collectionPath().';
const collectionsOutsideTheTable = [
  { selector: `Literal[value=${strapiPath}]`, message: collectionMessage },
  { selector: `TemplateElement[value.raw=${strapiPath}]`, message: collectionMessage },
  {
    selector:
      "VariableDeclarator[id.name='RESOURCES'] > ObjectExpression > Property:not([key.name='search'])",
    message: collectionMessage,
  },
  {
    selector: `CallExpression[callee.property.name='query'] Property[key.name='path'] > :matches(Literal[value!='/search'], TemplateLiteral)`,
    message: collectionMessage,
  },
];

export default defineConfig(
  {
    // cms/strapi/ is a part of the bank's Strapi project (CommonJS, Strapi's own factories).
    ignores: ['dist/', 'node_modules/', 'public/', 'test/artifacts/', 'data/', 'cms/strapi/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [codeFiles],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // Express tells error handlers by their four parameters, and rest destructuring drops
      // fields: both need names that are never read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // Mocha loads reporters with require(), so this one file stays CommonJS.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The dev loop's reload script runs in the page (build.mjs injects it in --watch builds).
    files: ['src/**/*.{ts,tsx}', 'scripts/dev/live-reload-client.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A scrolling table is a labelled region with tabIndex 0 so keyboard users can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: [codeFiles],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts/.tsx module and no-cycle never sees a cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [serverOnly, collectionNames] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            collectionNames,
            {
              group: ['@/app/store', '**/app/store'],
              allowTypeImports: true,
              message: 'Features may import only types from the store (STYLE §2.1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{src,server}/**/*.{ts,tsx}'],
    ignores: ['server/cms/collections.ts'],
    rules: { 'no-restricted-syntax': ['error', ...collectionsOutsideTheTable] },
  },
  {
    files: [`{src,server,test,bench}/${codeFiles}`],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { [codeFiles]: 'KEBAB_CASE' },
        // `deposit-card.client.tsx`, `res.redirect.test.ts`: the name is checked, the suffixes are not.
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,server,test,bench}/**/': 'KEBAB_CASE' },
      ],
    },
  },
);
