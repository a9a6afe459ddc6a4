import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { groupHits, type HitGroup } from '../group-hits';
import type { SearchHit } from '../types';
import { SnippetText } from './snippet-text';

/** The results page's list: one section per type of content, each with its count. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <div className="search-results">
      {groupHits(hits).map((group) => (
        <ResultGroup key={group.kind} group={group} />
      ))}
    </div>
  );
}

function ResultGroup({ group }: { group: HitGroup }) {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <section className="search-results__group" aria-labelledby={headingId}>
      <h2 className="search-results__heading" id={headingId}>
        {t(`search.groups.${group.kind}`)}{' '}
        <span className="search-results__count">{group.hits.length}</span>
      </h2>
      <ul className="search-results__list">
        {group.hits.map((hit) => (
          <li key={hit.path} className="search-results__item">
            <h3 className="search-results__title">
              <LocalLink to={hit.path}>{hit.title}</LocalLink>
            </h3>
            {hit.snippet.length > 0 && (
              <p className="search-results__snippet">
                <SnippetText parts={hit.snippet} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
