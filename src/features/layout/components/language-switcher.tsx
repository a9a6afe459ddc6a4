import { LANGS } from '@/lib/lang';
import { useLang } from '@/lib/use-lang';
import { useAlternates } from '../use-alternates';

const NAMES = { uz: "O'zbekcha", en: 'English', ru: 'Русский' } as const;
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Lists only the other languages (§2.5); a switch is a full load so only one language's strings ship. */
export function LanguageSwitcher() {
  const lang = useLang();
  const alternates = useAlternates();
  return (
    <ul className="lang-switcher" aria-label="Language">
      {LANGS.filter((other) => other !== lang).map((other) => (
        <li key={other}>
          <a
            href={alternates[other]}
            hrefLang={other}
            lang={other}
            onClick={() => {
              document.cookie = `lang=${other}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
            }}
          >
            {NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}
