import type { Lang } from '../lang';

interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string }): number;
  reset(widget?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onRecaptchaReady?: () => void;
  }
}

/** reCAPTCHA has no Uzbek; Russian is the second language most Uzbek-speaking visitors read. */
const WIDGET_LANGUAGE: Readonly<Record<Lang, string>> = { uz: 'ru', en: 'en', ru: 'ru' };

export function recaptchaLanguage(lang: Lang): string {
  return WIDGET_LANGUAGE[lang];
}

let loaded: { hl: string; ready: Promise<Grecaptcha> } | null = null;

/**
 * Loads api.js once per widget language; the script takes its language from `hl`, so a
 * language change in the same tab loads it afresh.
 */
export function loadRecaptcha(hl: string): Promise<Grecaptcha> {
  if (loaded?.hl === hl) return loaded.ready;
  document.querySelector('script[data-recaptcha]')?.remove();
  delete window.grecaptcha;
  const ready = new Promise<Grecaptcha>((resolve, reject) => {
    window.onRecaptchaReady = () => resolve(window.grecaptcha as Grecaptcha);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=onRecaptchaReady&render=explicit&hl=${encodeURIComponent(hl)}`;
    script.async = true;
    script.dataset.recaptcha = hl;
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
  loaded = { hl, ready };
  return ready;
}
