/**
 * The second shared chunk: small modules that several pages share but the home's first load does
 * not need (product lists and details, number and date formats, the icons of sections and links, tables, form field pieces, the branch filters with their
 * opening hours, page headers); the home's own content is an idle region (src/app/routes/home.tsx),
 * which loads it after hydration.
 *
 * build.mjs (`commonChunk`) imports this file into every client entry point under src/ except the
 * entry and the home's page module, so everything below has the same set of entry points and
 * forms one chunk, which every other page loads beside the common chunk
 * (src/app/common-chunk.ts), instead of a chunk for each set of pages sharing a module. A module
 * listed here must not be imported by the entry or the home, statically: it would then form a
 * chunk of its own (test/server/client-bundle.first-load.test.ts counts each page's files).
 */
import '@/components/smart-link';
import '@/components/page-header';
import '@/components/meta-page';
import '@/components/rich-text';
import '@/components/product-detail';
import '@/components/rate-table';
import '@/components/scroll-table';
import '@/components/use-browser-state';
import '@/features/contact/components/call-back-button';
import '@/features/contact/components/contact-link';
import '@/lib/forms/submission-key';
import '@/components/form-fields/field-frame';
import '@/components/form-fields/file-field';
import '@/components/form-fields/select-field';
import '@/features/branches/lib/branch-filters';
import '@/features/news/news-search';
import '@/components/fact-list';
import '@/components/card-image';
import '@/components/product-card';
import '@/features/cards/components/card-list';
import '@/features/credits/components/credit-list';
import '@/features/currency/components/rates-table';
import '@/features/deposits/components/deposit-list';
import '@/features/deposits/use-deposit-facts';
import '@/features/news/components/news-list';
import '@/lib/use-page-meta';
import '@/lib/use-money';
import '@/lib/format/date';
import '@/lib/format/money';
import '@/lib/format/number';
import '@/lib/format/term';
import '@/components/icons/section-icons';
import '@/components/icons/link-icons';
