import { useTranslation } from '@/lib/use-translation';
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
import { CardsPlaceholder, LateRegion } from '@/features/home/components/late-region';
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
  // The arguments of the home loader's `startQuery` reads.
  const newsArg = { lang, page: 1 };
  const news = useGetNewsQuery(newsArg).data?.items;
  const rates = useGetCurrencyRatesQuery(lang).data;
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
        <LateRegion
          name="rates"
          read={['getCurrencyRates', lang]}
          data={rates}
          placeholder={<div className="late-region__table" />}
        >
          {(all) => (
            <div className="table-wrap">
              <RatesTable rates={all.filter((rate) => rate.branch === null)} />
            </div>
          )}
        </LateRegion>
      </HomeSection>
      <HomeSection title={t('menu.news')} more="/news">
        <LateRegion
          name="news"
          read={['getNews', newsArg]}
          data={news}
          placeholder={<CardsPlaceholder listClass="news-list" cardClass="news-card" count={3} />}
        >
          {(items) => <NewsList items={items.slice(0, 3)} placement="section" />}
        </LateRegion>
      </HomeSection>
      <OnlineBanner />
    </>
  );
}
