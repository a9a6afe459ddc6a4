import type { Feature } from '@yandex/ymaps3-types/packages/clusterer';
import type { ReactifiedModule } from '@yandex/ymaps3-types/reactify';
import type { GeoPoint } from '../lib/distance';
import type { Branch } from '../types';
import type { Ymaps3 } from './load-ymaps';

type Clusterer = typeof import('@yandex/ymaps3-types/packages/clusterer');

/** What the map draws with: the reactified API entities and the clusterer's grid method. */
export type MapComponents = ReactifiedModule<Ymaps3> &
  Pick<ReactifiedModule<Clusterer>, 'YMapClusterer'> &
  Pick<Clusterer, 'clusterByGrid'>;

export interface BranchMapProps {
  /** Exactly the branches the list shows. */
  branches: Branch[];
  selectedId: number | null;
  /** "Show on map": a new `seq` centres the map on `id` again, even the same one. */
  focus: { id: number; seq: number } | null;
  onSelect: (id: number) => void;
  /** The district or street typed in the filters: the map centres on where Yandex finds it. */
  query: string;
  /** Where Yandex found `query` (null while nothing is found), for the list to follow. */
  onPlace?: (place: GeoPoint | null) => void;
}

export const toFeature = (branch: Branch): Feature => ({
  type: 'Feature',
  id: String(branch.id),
  geometry: { type: 'Point', coordinates: [branch.longitude, branch.latitude] },
  properties: { name: branch.name },
});
