import { Suspense, lazy, useEffect, useRef } from 'react';
import type ReCAPTCHAType from 'react-google-recaptcha';
import { useHydrated } from '../use-browser-state';

/** Loaded only by forms that show the check, in its own chunk; the widget then loads Google's script. */
const ReCAPTCHA = lazy(() => import('./recaptcha-widget'));

interface HumanCheckProps {
  siteKey: string;
  /** reCAPTCHA's own language code (lib/forms/recaptcha.ts). */
  hl: string;
  label: string;
  /** Shown without JavaScript, where the widget cannot run. */
  noscript: string;
  error?: string;
  /** Changing it clears a solved (and so spent) challenge. */
  resetKey: number;
}

/** The reCAPTCHA v2 checkbox; it adds its token to the form as `g-recaptcha-response`. */
export function HumanCheck({ siteKey, hl, label, noscript, error, resetKey }: HumanCheckProps) {
  const widget = useRef<ReCAPTCHAType>(null);
  // The widget needs the browser: the server's HTML holds only the frame and the noscript note.
  const isHydrated = useHydrated();
  useEffect(() => {
    if (resetKey > 0) widget.current?.reset();
  }, [resetKey]);
  return (
    <div
      className={error ? 'form-field form-field--invalid human-check' : 'form-field human-check'}
      role="group"
      aria-label={label}
    >
      <div className="human-check__widget">
        {isHydrated && (
          <Suspense fallback={null}>
            {/* A new language is a new widget: reCAPTCHA fixes `hl` when it renders. */}
            <ReCAPTCHA key={hl} ref={widget} sitekey={siteKey} hl={hl} />
          </Suspense>
        )}
      </div>
      <noscript>
        <p className="form-field__hint">{noscript}</p>
      </noscript>
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
}
