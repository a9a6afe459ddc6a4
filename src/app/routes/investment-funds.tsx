import { useGetInvestmentFundsQuery } from '@/features/financial/api';
import { MetaPage } from '@/components/meta-page';
import { RichText } from '@/components/rich-text';
import { SmartLink } from '@/components/smart-link';
import { useLang } from '@/lib/use-lang';

function InvestmentFundsPage() {
  const { data: funds = [] } = useGetInvestmentFundsQuery(useLang());
  return (
    <MetaPage>
      <ul className="fund-list">
        {funds.map((fund) => (
          <li key={fund.id} className="fund-list__item">
            <h2>{fund.link ? <SmartLink href={fund.link}>{fund.name}</SmartLink> : fund.name}</h2>
            <RichText html={fund.description} />
          </li>
        ))}
      </ul>
    </MetaPage>
  );
}

export { InvestmentFundsPage as Component };
