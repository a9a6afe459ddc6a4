import { useMemo } from 'react';
import { useGetLegalEntitiesQuery } from '@/features/juristic/api';
import { useLang } from '@/lib/use-lang';
import type { MenuEntry } from './menu';

/** The legal-entity sections (§2.2) as menu entries, in the CMS order (name ascending). */
export function useJuristicItems(): MenuEntry[] {
  const { data } = useGetLegalEntitiesQuery(useLang());
  return useMemo(
    () =>
      (data ?? []).map((entity) => ({
        name: entity.name,
        path: `/juristic/${entity.slug}`,
        ...(entity.icon ? { iconUrl: entity.icon.url } : {}),
      })),
    [data],
  );
}
