import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';

/** The sections most visitors come for, offered when a search finds nothing. */
const MAIN_SECTIONS = [
  { path: '/deposit', meta: 'deposits' },
  { path: '/credit', meta: 'credits' },
  { path: '/cards', meta: 'cards' },
  { path: '/transfers', meta: 'transfers' },
  { path: '/branches', meta: 'branches' },
  { path: '/currency', meta: 'currency' },
];

/** Says that nothing matched, in the visitor's language, and where to go from here. */
export function NothingFound({ query }: { query: string }) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation();
  return (
    <div className="search-nothing">
      <p className="search-summary">{t('search.nothing', { query })}</p>
      <ul className="search-nothing__sections">
        {MAIN_SECTIONS.map(({ path, meta }) => (
          <li key={path}>
            <LocalLink to={path}>{common(`meta.${meta}.title`)}</LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
