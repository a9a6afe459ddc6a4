import { useEffect, useRef } from 'react';
import { loadRecaptcha } from '@/lib/forms/recaptcha';

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
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(hl).then(
      (grecaptcha) => {
        if (cancelled || !box.current) return;
        box.current.replaceChildren();
        widget.current = grecaptcha.render(box.current, { sitekey: siteKey });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, hl]);
  useEffect(() => {
    if (resetKey > 0 && widget.current !== null) window.grecaptcha?.reset(widget.current);
  }, [resetKey]);
  return (
    <div
      className={error ? 'form-field form-field--invalid human-check' : 'form-field human-check'}
      role="group"
      aria-label={label}
    >
      <div ref={box} className="human-check__widget" />
      <noscript>
        <p className="form-field__hint">{noscript}</p>
      </noscript>
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
}
