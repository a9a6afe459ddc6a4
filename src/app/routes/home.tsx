import { useTranslation } from 'react-i18next';
import { useGetDepositsQuery } from '@/features/deposits/api';
import { useGetCardsQuery } from '@/features/cards/api';
import { useGetCreditsQuery } from '@/features/credits/api';
import { useGetNewsQuery } from '@/features/news/api';
import { useGetCurrencyRatesQuery } from '@/features/currency/api';
import { DepositList } from '@/features/deposits/components/deposit-list';
import { CardList } from '@/features/cards/components/card-list';
import { CreditList } from '@/features/credits/components/credit-list';
import { NewsList } from '@/features/news/components/news-list';
import { RatesTable } from '@/features/currency/components/rates-table';
import { LocalLink } from '@/components/local-link';
import { usePageMeta } from '@/lib/use-page-meta';
import { useLang } from '@/lib/use-lang';

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const meta = usePageMeta();
  const deposits = useGetDepositsQuery(lang).data ?? [];
  const cards = useGetCardsQuery(lang).data ?? [];
  const credits = useGetCreditsQuery(lang).data ?? [];
  const news = useGetNewsQuery({ lang, page: 1 }).data?.items ?? [];
  const rates = (useGetCurrencyRatesQuery(lang).data ?? []).filter((rate) => rate.branch === null);
  return (
    <>
      <section className="hero">
        <h1>{meta.title}</h1>
        <p>{meta.description}</p>
      </section>
      <HomeSection title={t('menu.deposits')} more="/deposit">
        <DepositList deposits={deposits.slice(0, 3)} />
      </HomeSection>
      <HomeSection title={t('menu.cards')} more="/cards">
        <CardList cards={cards.slice(0, 3)} />
      </HomeSection>
      <HomeSection title={t('menu.credits')} more="/credit">
        <CreditList credits={credits.slice(0, 3)} />
      </HomeSection>
      <HomeSection title={t('menu.currency')} more="/currency">
        <RatesTable rates={rates} />
      </HomeSection>
      <HomeSection title={t('menu.news')} more="/news">
        <NewsList items={news.slice(0, 3)} />
      </HomeSection>
    </>
  );
}

function HomeSection({ title, more, children }: { title: string; more: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="home-section">
      <header className="home-section__header">
        <h2>{title}</h2>
        <LocalLink to={more}>{t('actions.all')}</LocalLink>
      </header>
      {children}
    </section>
  );
}
