import compression from 'compression';
import { constants } from 'node:zlib';

/**
 * Brotli for an answer compressed as it is sent: compression()'s quality 4 with a 256 KB window
 * instead of 4 MB (a page is about 100 KB, so the bytes are the same). Each answer builds an encoder
 * of that size; with the default, a browser's uncached `/ru/deposit` cost 17 CPU ms, with this one
 * 12.5 (8 without compression), and form pages in the traffic mix 0.48 CPU ms a request instead
 * of 0.31-0.36 (docs/performance.md).
 */
export const PER_ANSWER_BROTLI = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/** compression() as the whole chain uses it; the page door compresses with the same levels. */
export const compress = () => compression({ brotli: { params: PER_ANSWER_BROTLI } });
