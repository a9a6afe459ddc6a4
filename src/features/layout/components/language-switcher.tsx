import { useTranslation } from '@/lib/use-translation';
import { Dropdown } from '@/components/dropdown';
import { GlobeIcon } from '@/components/icons/ui-icons';
import { LANGS } from '@/lib/lang';
import { useLang } from '@/lib/use-lang';
import { useAlternates } from '../use-alternates';

const NAMES = { uz: 'Oʻzbekcha', en: 'English', ru: 'Русский' } as const;
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

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
      toggleLabel={t('header.language', { name: NAMES[lang] })}
    >
      <ul className="lang-switcher" aria-label={t('header.languages')}>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a
              className="dropdown__item"
              href={alternates[other]}
              hrefLang={other}
              lang={other}
              onClick={() => {
                document.cookie = `lang=${other}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
              }}
            >
              <span className="lang-switcher__code">{other.toUpperCase()}</span>
              <span>{NAMES[other]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
