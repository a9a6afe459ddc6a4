import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchMapProps } from './map-types';
import type { BranchMapState } from './use-branch-map';

/** The map beside the list, or a note that it is unavailable: never an empty box or an error. */
export function MapPanel({ map, ...props }: BranchMapProps & { map: BranchMapState }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLElement>(null);
  const seq = props.focus?.seq;
  useEffect(() => {
    if (seq !== undefined) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [seq]);
  if (map.status === 'off' || map.status === 'failed')
    return (
      <aside className="branch-map branch-map--unavailable" aria-label={t('branches.map.label')}>
        <p role="status">{t('branches.map.unavailable')}</p>
      </aside>
    );
  return (
    <section
      ref={ref}
      className={`branch-map branch-map--${map.status}`}
      aria-label={t('branches.map.label')}
      aria-busy={map.status === 'loading'}
    >
      {map.status === 'ready' ? (
        <map.Map {...props} />
      ) : (
        <p className="branch-map__loading">{t('branches.map.loading')}</p>
      )}
    </section>
  );
}
