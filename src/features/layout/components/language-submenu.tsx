import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons/link-icons';
import { LANGS } from '@/lib/lang';
import { useLang } from '@/lib/use-lang';
import { useAlternates } from '../use-alternates';
import { LANGUAGE_NAMES, rememberLanguage } from '../language-choice';
import { SheetBackButton } from './sheet-back-button';

/**
 * §2.7's language list of the menu sheet: every language, the current one marked. Like the
 * header's switcher, a choice is a full page load, so only one language's strings ship.
 */
export function LanguageSubmenu({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const alternates = useAlternates();
  return (
    <>
      <ul className="sheet-menu">
        <li>
          <SheetBackButton onBack={onBack} />
        </li>
      </ul>
      <ul className="sheet-menu sheet-menu--languages" aria-label={t('sheet.languages')}>
        {LANGS.map((code) => (
          <li key={code}>
            <a
              className="sheet-menu__link"
              href={alternates[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'page' : undefined}
              onClick={() => rememberLanguage(code)}
            >
              <span>{LANGUAGE_NAMES[code]}</span>
              {code === lang && <CheckIcon className="sheet-menu__chevron" size={20} />}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
