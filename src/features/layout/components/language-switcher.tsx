import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { GlobeIcon } from '@/components/icons/ui-icons';
import { LANGS } from '@/lib/lang';
import { useLang } from '@/lib/use-lang';
import { useAlternates } from '../use-alternates';
import { LANGUAGE_NAMES, rememberLanguage } from '../language-choice';

/** Lists only the other languages (§2.5); a switch is a full load so only one language's strings ship. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const alternates = useAlternates();
  return (
    <Dropdown
      variant="lang"
      isMenu
      toggle={
        <>
          <GlobeIcon size={20} />
          <span lang={lang}>{lang.toUpperCase()}</span>
        </>
      }
      // WCAG 2.5.3: the name starts with the code the button shows, so "EN" works for voice control.
      toggleLabel={t('header.language', { code: lang.toUpperCase(), name: LANGUAGE_NAMES[lang] })}
    >
      <ul className="lang-switcher" aria-label={t('header.languages')}>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a
              className="dropdown__item"
              href={alternates[other]}
              hrefLang={other}
              lang={other}
              onClick={() => rememberLanguage(other)}
            >
              <span className="lang-switcher__code">{other.toUpperCase()}</span>
              <span>{LANGUAGE_NAMES[other]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
