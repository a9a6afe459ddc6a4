import { useTranslation } from 'react-i18next';
import { useGetCorrespondentAccountsQuery } from '@/features/financial/api';
import type { CorrespondentAccount } from '@/features/financial/types';
import { useGetPageQuery } from '@/features/pages/api';
import { MetaPage } from '@/components/meta-page';
import { RichText } from '@/components/rich-text';
import { useLang } from '@/lib/use-lang';

function FinancialInstitutionsPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { data: page } = useGetPageQuery({ lang, key: 'financial-institutions' });
  const { data: accounts = [] } = useGetCorrespondentAccountsQuery(lang);
  return (
    <MetaPage>
      <RichText html={page?.body} />
      <section className="financial-accounts" aria-labelledby="accounts-title">
        <h2 id="accounts-title">{t('financial.accounts')}</h2>
        <div className="table-wrap">
          <AccountsTable accounts={accounts} />
        </div>
      </section>
    </MetaPage>
  );
}

function AccountsTable({ accounts }: { accounts: CorrespondentAccount[] }) {
  const { t } = useTranslation('content');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('financial.bank')}</th>
          <th scope="col">{t('financial.currency')}</th>
          <th scope="col">{t('financial.type')}</th>
          <th scope="col">{t('financial.location')}</th>
          <th scope="col">SWIFT</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id}>
            <th scope="row">
              {account.website ? (
                <a href={account.website} target="_blank" rel="noopener noreferrer">
                  {account.bank}
                </a>
              ) : (
                account.bank
              )}
            </th>
            <td>{account.currency}</td>
            <td>{t(`financial.kind.${account.kind}`)}</td>
            <td>{account.location}</td>
            <td>{account.swift ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { FinancialInstitutionsPage as Component };
