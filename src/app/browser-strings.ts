import type { i18n, TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import { callKey, translator, type BootStrings, type PageStrings } from '@/lib/use-translation';

const backOnline = () =>
  new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));

/** The User Timing mark of a call the boot data had no answer for (it waited for i18next). */
export const TRANSLATION_WAIT_MARK = 'translation-wait';

/**
 * The browser's strings (issue 24): i18next is 16 KB of gzip the first screen does not need, since
 * the server's i18next already answered every call the page rendered with (`BootStrings`). So the
 * page hydrates with those answers and i18next loads after hydration; from then on each namespace
 * goes to i18next once it has loaded it. A call neither has (another namespace, a count the server
 * did not render) suspends the component until i18next has it, and leaves a mark for monitoring.
 * A namespace that failed to load (offline) keeps the server's answers for what the page rendered.
 */
export class BrowserStrings implements PageStrings {
  private instance: i18n | null = null;
  private loading: Promise<i18n> | undefined;
  private failed = false;
  private readonly waits = new Map<string, Promise<unknown>>();
  private readonly translators = new Map<string, TFunction>();

  constructor(
    readonly lang: Lang,
    private readonly boot: BootStrings,
    private readonly load: () => Promise<i18n>,
  ) {}

  /**
   * i18next with the page's language, loaded once, on first need. Offline, the next need asks
   * again; online, a failure is a deploy that removed the chunk (the page reloads once).
   */
  i18next(): Promise<i18n> {
    this.loading ??= this.load().then(
      (instance) => (this.instance = instance),
      (error: unknown) => {
        if (navigator.onLine) this.failed = true;
        else this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  t(ns: string): TFunction {
    let t = this.translators.get(ns);
    if (!t) this.translators.set(ns, (t = this.translate(ns)));
    return t;
  }

  private translate(ns: string): TFunction {
    const keys = this.boot.keys[ns] ?? {};
    const calls = this.boot.calls[ns] ?? {};
    return ((key: unknown, ...rest: unknown[]) => {
      const instance = this.instance;
      if (instance?.hasResourceBundle(this.lang, ns))
        return (translator(instance, ns) as unknown as (...args: unknown[]) => unknown)(
          key,
          ...rest,
        );
      const call = callKey(key, rest);
      const answer = call === null ? undefined : (calls[call] ?? keys[call]);
      if (answer !== undefined) return answer;
      // i18next's own answer to a key it cannot find, once nothing more will arrive: i18next or
      // the namespace failed to load (offline, or a deploy removed the chunk).
      if (this.failed || instance?.hasLoadedNamespace(ns)) return key;
      performance.mark(TRANSLATION_WAIT_MARK, { detail: `${ns}:${String(key)}` });
      throw this.wait(ns);
    }) as unknown as TFunction;
  }

  /**
   * One promise per namespace, so every suspended component waits on the same one; settled, it is
   * dropped, so a component still missing its string afterwards waits on a new one. Offline, it
   * settles once the browser is back online; after a failure online, the keys stand in (above).
   */
  private wait(ns: string): Promise<unknown> {
    let wait = this.waits.get(ns);
    if (!wait) {
      wait = this.i18next()
        .then((instance) => instance.loadNamespaces(ns))
        .catch(() => (navigator.onLine ? undefined : backOnline()))
        .finally(() => this.waits.delete(ns));
      this.waits.set(ns, wait);
    }
    return wait;
  }
}
