import { useTranslation } from 'react-i18next';
import { recaptchaLanguage } from '@/lib/forms/recaptcha';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { HumanCheck } from './human-check';

/**
 * reCAPTCHA in the page language, only when the site has a key (§1 names the vacancy and contact
 * forms; the open-account and appeal forms ask for it too).
 */
export function FormHumanCheck({ error, resetKey }: { error?: string; resetKey: number }) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const siteKey = usePublicConfig().recaptchaSiteKey;
  if (!siteKey) return null;
  return (
    <HumanCheck
      siteKey={siteKey}
      hl={recaptchaLanguage(lang)}
      label={t('common.humanCheck')}
      noscript={t('common.noscriptHumanCheck')}
      error={error}
      resetKey={resetKey}
    />
  );
}
