import { useActionData, useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MetaPage } from '@/components/meta-page';
import { AppealForm } from '@/features/appeals/components/appeal-form';
import type { FormActionData } from '@/lib/forms/form-types';
import type { PageData } from '@/lib/page-data';

function AppealsPage() {
  const { t } = useTranslation('content');
  const { formKey = '', places = [] } = useLoaderData() as PageData;
  const action = useActionData() as FormActionData | undefined;
  return (
    <MetaPage>
      <section className="appeals-intro">
        <p>{t('appeals.intro')}</p>
      </section>
      <AppealForm formKey={formKey} places={places} action={action} />
    </MetaPage>
  );
}

export { AppealsPage as Component };
