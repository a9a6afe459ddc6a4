import { useTranslation } from '@/lib/use-translation';
import { useGetBranchesQuery } from '@/features/branches/api';
import { MetaPage } from '@/components/meta-page';
import { useLang } from '@/lib/use-lang';

export function BranchesPage() {
  const { t } = useTranslation('content');
  const { data: branches = [] } = useGetBranchesQuery(useLang());
  return (
    <MetaPage>
      <ul className="branch-list">
        {branches.map((branch) => (
          <li key={branch.id} className="branch-list__item" data-kind={branch.kind}>
            <h3>{branch.name}</h3>
            <p className="branch-list__kind">
              {t(`branches.kind.${branch.kind}`)} · {branch.region}
            </p>
            <p>{branch.address}</p>
            {branch.hours && <p>{branch.hours}</p>}
            {branch.phone && (
              <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
            )}
          </li>
        ))}
      </ul>
    </MetaPage>
  );
}
