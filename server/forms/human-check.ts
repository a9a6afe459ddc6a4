import { LRUCache } from 'lru-cache';

export type HumanCheckOutcome = 'passed' | 'failed' | 'unavailable';

export interface HumanCheck {
  /** False without RECAPTCHA_SECRET: the check is skipped (a warning is logged at start). */
  enabled: boolean;
  verify(token: string, remoteIp: string | undefined): Promise<HumanCheckOutcome>;
}

export interface HumanCheckOptions {
  secret?: string;
  verifyUrl: string;
  hostnames: string[];
  timeoutMs: number;
  logger: { warn(details: object, message?: string): void };
}

interface SiteVerifyAnswer {
  success?: boolean;
  hostname?: string;
  'error-codes'?: string[];
}

/** Google answers a reused token with `timeout-or-duplicate`; tokens live two minutes. */
const TOKEN_MEMORY_MS = 10 * 60 * 1000;

/** reCAPTCHA v2 server verification: each token counts once, and only from our own hostnames. */
export function createHumanCheck(options: HumanCheckOptions): HumanCheck {
  const { secret, logger } = options;
  const used = new LRUCache<string, true>({ max: 50_000, ttl: TOKEN_MEMORY_MS });
  async function verify(token: string, remoteIp: string | undefined): Promise<HumanCheckOutcome> {
    if (!secret) return 'passed';
    if (used.has(token)) return 'failed';
    used.set(token, true);
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: SiteVerifyAnswer;
    try {
      const response = await fetch(options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      used.delete(token);
      logger.warn({ err: error }, 'reCAPTCHA verification unavailable');
      return 'unavailable';
    }
    const passed = answer.success === true && options.hostnames.includes(answer.hostname ?? '');
    if (!passed)
      logger.warn(
        { hostname: answer.hostname, codes: answer['error-codes'] },
        'reCAPTCHA check failed',
      );
    return passed ? 'passed' : 'failed';
  }
  return { enabled: Boolean(secret), verify };
}
