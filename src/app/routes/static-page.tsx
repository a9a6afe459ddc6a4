import { useLoaderData } from 'react-router';
import { useGetPageQuery } from '@/features/pages/api';
import { RichText } from '@/components/rich-text';
import { PageHeader } from '@/components/page-header';
import { useLang } from '@/lib/use-lang';
import type { PageData } from '@/lib/page-data';

function StaticPageView() {
  const lang = useLang();
  const { key = '' } = useLoaderData() as PageData;
  const { data: page } = useGetPageQuery({ lang, key });
  if (!page) return null;
  return (
    <article className="article">
      <PageHeader title={page.title} />
      {page.image && <img className="article__image" src={page.image.url} alt="" />}
      <RichText html={page.body} />
    </article>
  );
}

export { StaticPageView as Component };
