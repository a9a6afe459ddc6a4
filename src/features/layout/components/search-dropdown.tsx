import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { CloseIcon, SearchIcon } from '@/components/icons/ui-icons';
import { useScrollLock } from '@/components/use-scroll-lock';
import { useLocalePath } from '@/lib/use-lang';
import breakpoints from '@/styles/breakpoints.json';

/** Loaded with the first key press: most visitors never type in the header. */
const SearchSuggestions = lazy(() =>
  import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })),
);

/** Below this width the search panel covers the page (§2.6). */
const MOBILE_QUERY = `not all and (min-width: ${breakpoints.lg}px)`;

/**
 * §2.5, §2.6, §5: the field starts empty on every opening and Escape empties it as it closes;
 * on phones the open panel locks the page behind it.
 */
export function SearchDropdown() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isLocked, setLocked] = useState(false);
  useScrollLock(isLocked);
  const onOpenChange = useCallback((open: boolean) => {
    setText('');
    setLocked(open && window.matchMedia(MOBILE_QUERY).matches);
  }, []);
  return (
    <Dropdown
      variant="search"
      toggle={<SearchIcon />}
      toggleLabel={t('search.open')}
      hasChevron={false}
      onOpenChange={onOpenChange}
      isContentOnDemand
    >
      <SearchForm text={text} onTextChange={setText} />
      {text && (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} />
        </Suspense>
      )}
    </Dropdown>
  );
}

/** Typed text goes to /search?query= (no minimum length); the clear icon shows only while there is text and refocuses the field. */
function SearchForm({
  text,
  onTextChange,
}: {
  text: string;
  onTextChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLocal = useLocalePath();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${toLocal('/search')}?query=${encodeURIComponent(text.trim())}`);
  };
  const clear = () => {
    onTextChange('');
    input.current?.focus();
  };
  return (
    <form
      className="search-box"
      role="search"
      action={toLocal('/search')}
      method="get"
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <SearchIcon className="search-box__icon" size={20} />
      <input
        ref={input}
        id={inputId}
        className="search-box__input"
        type="search"
        name="query"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {text && (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t('search.clear')}
          onClick={clear}
        >
          <CloseIcon size={18} />
        </button>
      )}
      <button type="submit" className="button button--primary search-box__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
