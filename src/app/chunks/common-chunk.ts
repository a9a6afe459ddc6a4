/**
 * The one chunk every page loads first beside the entry: the app's shell and the small modules
 * that several pages share.
 *
 * esbuild's code splitting makes a chunk for each distinct set of entry points reaching a module,
 * so a 200-byte helper used by three pages became a file of its own: the home page's first load
 * was 37 files, most under a kilobyte, each a request before the page could hydrate. build.mjs
 * (`commonChunk`) imports this file into every client entry point under src/ (the entry, each
 * page module, each lazily imported module), which gives everything below the same set of entry
 * points, all of them, and so one chunk. The shell (routes and layout, store, providers) is here
 * so that what it shares with pages (React, react-router, RTK Query, react-i18next) joins
 * that chunk too rather than forming chunks of its own.
 *
 * Only what the home's first screen needs, or what costs very little elsewhere, belongs here: the
 * home has the tightest budget (test/unit/first-load.budgets.test.ts). The small modules that
 * only the other pages share are in src/app/pages-chunk.ts, one chunk loaded by every page but
 * the home; forms and yup, calculators and charts, the branch map and the carousel keep their own
 * chunks, loaded by the pages that need them (test/server/client-bundle.first-load.test.ts).
 */
import 'react-dom';
import '@/app/app-shell';
import '@/app/boot/i18n-browser';
import '@/app/routing/routes';
import '@/app/store';
import '@/components/local-link';
import '@/features/branches/api';
import '@/features/cards/api';
import '@/features/credits/api';
import '@/features/currency/api';
import '@/features/deposits/api';
import '@/features/financial/api';
import '@/features/juristic/api';
import '@/features/news/api';
import '@/features/pages/api';
import '@/features/search/api';
import '@/features/search/types';
import '@/features/transfers/api';
import '@/features/vacancies/api';
