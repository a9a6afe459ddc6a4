import { useGetCardsQuery } from '@/features/cards/api';
import { CardList } from '@/features/cards/components/card-list';
import { MetaPage } from '@/components/meta-page';
import { useLang } from '@/lib/use-lang';

function CardsPage() {
  const { data = [] } = useGetCardsQuery(useLang());
  return (
    <MetaPage>
      <CardList cards={data} placement="page" />
    </MetaPage>
  );
}

export { CardsPage as Component };
