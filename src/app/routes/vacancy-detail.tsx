import { useActionData, useLoaderData, useParams } from 'react-router';
import { useGetVacancyQuery } from '@/features/vacancies/api';
import { VacancyApplicationForm } from '@/features/vacancies/components/vacancy-application-form';
import { RichText } from '@/components/rich-text';
import { PageHeader } from '@/components/page-header';
import type { FormActionData } from '@/lib/forms/form-types';
import type { PageData } from '@/lib/page-data';
import { useLang } from '@/lib/use-lang';

function VacancyDetailPage() {
  const lang = useLang();
  const { slug = '' } = useParams();
  const { formKey = '' } = useLoaderData() as PageData;
  const action = useActionData() as FormActionData | undefined;
  const { data: vacancy } = useGetVacancyQuery({ lang, key: slug });
  if (!vacancy) return null;
  return (
    <article className="article">
      <PageHeader
        title={vacancy.title}
        lead={[vacancy.location, vacancy.employment].filter(Boolean).join(' · ')}
      />
      <RichText html={vacancy.description} />
      <VacancyApplicationForm vacancySlug={vacancy.slug} formKey={formKey} action={action} />
    </article>
  );
}

export { VacancyDetailPage as Component };
