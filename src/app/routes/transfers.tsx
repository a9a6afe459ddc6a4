import { useGetTransfersQuery } from '@/features/transfers/api';
import { TransferList } from '@/features/transfers/components/transfer-list';
import { MetaPage } from '@/components/meta-page';
import { useLang } from '@/lib/use-lang';

function TransfersPage() {
  const { data = [] } = useGetTransfersQuery(useLang());
  return (
    <MetaPage>
      <TransferList transfers={data} placement="page" />
    </MetaPage>
  );
}

export { TransfersPage as Component };
