import { useParams } from 'react-router';
import { useGetVacancyQuery } from '@/features/vacancies/api';
import { MarkdownText } from '@/components/markdown';
import { PageHeader } from '@/components/page-header';
import { useLang } from '@/lib/use-lang';

export function VacancyDetailPage() {
  const lang = useLang();
  const { slug = '' } = useParams();
  const { data: vacancy } = useGetVacancyQuery({ lang, key: slug });
  if (!vacancy) return null;
  return (
    <article className="article">
      <PageHeader title={vacancy.title} lead={[vacancy.location, vacancy.employment].filter(Boolean).join(' · ')} />
      <MarkdownText text={vacancy.description} />
    </article>
  );
}
