import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocalNavLink } from '@/components/local-link';
import { useGetDepositsQuery } from '@/features/deposits/api';
import { DepositList } from '@/features/deposits/components/deposit-list';
import type { Currency } from '@/features/deposits/types';
import { MetaPage } from '@/components/meta-page';
import { useLang, useLocalePath } from '@/lib/use-lang';

const FILTERS: { path: string; currency?: Currency; label: string }[] = [
  { path: '/deposit', label: 'all' },
  { path: '/deposit/uzs', currency: 'UZS', label: 'inUzs' },
  { path: '/deposit/usd', currency: 'USD', label: 'inUsd' },
];

function DepositsPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const toLocal = useLocalePath();
  const { pathname } = useLocation();
  const active = FILTERS.find((f) => toLocal(f.path) === pathname.replace(/\/$/, '')) ?? FILTERS[0];
  const { data = [] } = useGetDepositsQuery(lang);
  const deposits = active?.currency ? data.filter((d) => d.currency === active.currency) : data;
  return (
    <MetaPage
      header={
        <nav className="tabs" aria-label={t('currencyFilter')}>
          {FILTERS.map((filter) => (
            <LocalNavLink key={filter.path} to={filter.path} end className="tabs__tab">
              {t(filter.label)}
            </LocalNavLink>
          ))}
        </nav>
      }
    >
      <DepositList deposits={deposits} placement="page" />
    </MetaPage>
  );
}

export { DepositsPage as Component };
