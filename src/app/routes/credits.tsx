import { useGetCreditsQuery } from '@/features/credits/api';
import { CreditList } from '@/features/credits/components/credit-list';
import { MetaPage } from '@/components/meta-page';
import { useLang } from '@/lib/use-lang';

function CreditsPage() {
  const { data = [] } = useGetCreditsQuery(useLang());
  return (
    <MetaPage>
      <CreditList credits={data} placement="page" />
    </MetaPage>
  );
}

export { CreditsPage as Component };
