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
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeSection } from '@/features/home/components/home-section';
import { OnlineBanner } from '@/features/home/components/online-banner';
import { QuickLinks } from '@/features/home/components/quick-links';
import { usePageMeta } from '@/lib/use-page-meta';
import { useLang } from '@/lib/use-lang';

/** The home's content (§2.8): hero, quick links, product, rate and news sections. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const meta = usePageMeta();
  const deposits = useGetDepositsQuery(lang).data ?? [];
  const cards = useGetCardsQuery(lang).data ?? [];
  const credits = useGetCreditsQuery(lang).data ?? [];
  // The home loader's reads (`startQuery`): a region whose read failed says so.
  const news = useGetNewsQuery({ lang, page: 1 }).data?.items;
  const rates = useGetCurrencyRatesQuery(lang).data;
  const unavailable = <p>{t('regionUnavailable')}</p>;
  return (
    <>
      <HomeHero title={meta.title} text={meta.description} />
      <QuickLinks />
      <HomeSection title={t('menu.deposits')} more="/deposit">
        <DepositList deposits={deposits.slice(0, 3)} placement="section" />
      </HomeSection>
      <HomeSection title={t('menu.cards')} more="/cards">
        <CardList cards={cards.slice(0, 3)} placement="section" />
      </HomeSection>
      <HomeSection title={t('menu.credits')} more="/credit">
        <CreditList credits={credits.slice(0, 3)} placement="section" />
      </HomeSection>
      <HomeSection title={t('menu.currency')} more="/currency">
        {rates ? <RatesTable rates={rates.filter((rate) => rate.branch === null)} /> : unavailable}
      </HomeSection>
      <HomeSection title={t('menu.news')} more="/news">
        {news ? <NewsList items={news.slice(0, 3)} placement="section" /> : unavailable}
      </HomeSection>
      <OnlineBanner />
    </>
  );
}
