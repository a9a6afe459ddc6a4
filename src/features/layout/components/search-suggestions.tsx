import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchQuery } from '@/features/search/api';
import { LocalLink } from '@/components/local-link';
import { useLang } from '@/lib/use-lang';

const MIN_LENGTH = 2;
const MAX_SUGGESTIONS = 6;
const PAUSE_MS = 250;

/** The text once the visitor has stopped typing for a moment, so each key press is not a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The best matches from the site's search index while the visitor types in the header. */
export function SearchSuggestions({ text }: { text: string }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const query = useSettled(text.trim());
  const isShort = query.length < MIN_LENGTH;
  const { data: hits = [], isFetching } = useSearchQuery({ lang, query }, { skip: isShort });
  const shown = isShort || text.trim() !== query ? [] : hits.slice(0, MAX_SUGGESTIONS);
  return (
    <div className="search-suggestions">
      <p className="visually-hidden" aria-live="polite">
        {isShort || isFetching ? '' : t('search.suggestions', { count: hits.length })}
      </p>
      {shown.length > 0 && (
        <ul className="search-suggestions__list" aria-label={t('search.suggestionsLabel')}>
          {shown.map((hit) => (
            <li key={hit.path}>
              <LocalLink to={hit.path} className="search-suggestions__link">
                <span className="search-suggestions__title">{hit.title}</span>
                <span className="search-suggestions__kind">{t(`search.groups.${hit.kind}`)}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
