/**
 * Polls `condition` every 20 ms until it holds; fails after `ms`, saying what `state` tells of
 * where things stood.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  ms = 10_000,
  state?: () => string | Promise<string>,
) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end)
      throw new Error(`condition not met in time${state ? `: ${await state()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The bound of a wait for a queue to settle: retries come a lease (FORMS_CMS_TIMEOUT_MS + 2 s)
 * apart, so that takes rounds of seconds, many more on a loaded machine. A suite waiting this long
 * times out later, so that the wait's own message shows.
 */
export const SETTLE_MS = 100_000;
