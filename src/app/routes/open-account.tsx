import { useActionData, useLoaderData } from 'react-router';
import { useGetBranchesQuery } from '@/features/branches/api';
import { isOffice } from '@/features/branches/lib/offices';
import { useGetPageQuery } from '@/features/pages/api';
import { OpenAccountForm } from '@/features/juristic/components/open-account-form';
import { RichText } from '@/components/rich-text';
import { PageHeader } from '@/components/page-header';
import type { FormActionData } from '@/lib/forms/form-types';
import type { PageData } from '@/lib/page-data';
import { useLang } from '@/lib/use-lang';

function OpenAccountPage() {
  const lang = useLang();
  const { key = '', formKey = '' } = useLoaderData() as PageData;
  const action = useActionData() as FormActionData | undefined;
  const { data: page } = useGetPageQuery({ lang, key });
  const { data: branches = [] } = useGetBranchesQuery(lang);
  if (!page) return null;
  return (
    <article className="article">
      <PageHeader title={page.title} />
      <RichText html={page.body} />
      <OpenAccountForm formKey={formKey} branches={branches.filter(isOffice)} action={action} />
    </article>
  );
}

export { OpenAccountPage as Component };
