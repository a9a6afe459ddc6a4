import { expect } from 'chai';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipWithKey, keyedGzip } from '../../server/ssr/keyed-gzip';

const KEY_A = '3f9a0c27e14b8d56a2c7f03e19b64d80';
const KEY_B = 'c81e5b0fa9437d2e6b05c9f4a1d83e72';

/** A page with its key in a form field and in the boot data, as a kept form page holds it. */
function formPage(key: string): Buffer {
  const filler = (word: string) => `<p>${word} `.repeat(4000);
  return Buffer.from(
    `<!doctype html><html lang="ru">${filler('Обращение')}` +
      `<input type="hidden" name="idempotency_key" value="${key}"/>${filler('текст')}` +
      `<script type="application/json">{"key":"${key}"}</script></html>`,
  );
}

function offsetsOf(body: Buffer, key: string): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(key); at !== -1; at = body.indexOf(key, at + key.length))
    offsets.push(at);
  return offsets;
}

describe('a form page gzip-compressed once around its keys (server/ssr/keyed-gzip.ts)', () => {
  it('reads back, through zlib, as the page with each answer’s own key in every place', async () => {
    const rendered = formPage(KEY_A);
    const kept = await keyedGzip(rendered, offsetsOf(rendered, KEY_A), KEY_A.length);
    expect(gunzipSync(gzipWithKey(kept, KEY_B)).equals(formPage(KEY_B))).to.equal(true);
    expect(gunzipSync(gzipWithKey(kept, KEY_A)).equals(rendered)).to.equal(true);
  });

  it('is about as small as zlib’s own gzip of the whole page', async () => {
    const rendered = formPage(KEY_A);
    const kept = await keyedGzip(rendered, offsetsOf(rendered, KEY_A), KEY_A.length);
    const whole = gzipSync(formPage(KEY_B), { level: 9 }).length;
    expect(gzipWithKey(kept, KEY_B).length).to.be.at.most(whole + 64);
  });

  it('keeps a key at the very start or end of the page, a page that is only keys, and one with none', async () => {
    for (const text of [
      `${KEY_A}<p>x</p>`,
      `<p>x</p>${KEY_A}`,
      KEY_A,
      `${KEY_A}${KEY_A}`,
      '<p>x</p>',
    ]) {
      const page = Buffer.from(text);
      const kept = await keyedGzip(page, offsetsOf(page, KEY_A), KEY_A.length);
      expect(gunzipSync(gzipWithKey(kept, KEY_B)).toString(), text).to.equal(
        text.replaceAll(KEY_A, KEY_B),
      );
    }
  });
});
