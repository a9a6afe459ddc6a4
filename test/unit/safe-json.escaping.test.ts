import { expect } from 'chai';
import { escapeHtml, safeJson } from '../../src/lib/safe-json';
import { shareAcrossRequests } from '../../src/lib/shared-data';

describe('safeJson(value)', () => {
  const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };

  it('cannot close or comment out the inline script it sits in', () => {
    const text = safeJson(hostile);
    expect(text).not.to.match(/<\/script/i);
    expect(text).not.to.include('<!--');
    expect(text).not.to.include('\u2028');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(safeJson(hostile))).to.deep.equal(hostile);
  });

  it('writes what JSON.stringify writes: skipped undefined members, null holes, toJSON, nesting', () => {
    const shared = shareAcrossRequests({ title: 'Omonat <b>', rates: [1.5, 2] });
    const value = {
      lang: 'ru',
      skipped: undefined,
      list: [undefined, () => 1, shared],
      day: new Date('2026-11-23T00:00:00.000Z'),
      nested: { shared, n: null },
    };
    expect(safeJson(value)).to.equal(
      '{"lang":"ru","list":[null,null,{"title":"Omonat \\u003cb\\u003e","rates":[1.5,2]}],' +
        '"day":"2026-11-23T00:00:00.000Z","nested":{"shared":{"title":"Omonat \\u003cb\\u003e","rates":[1.5,2]},"n":null}}',
    );
  });

  it('keeps strings that look like its internal slots as they are', () => {
    const shared = shareAcrossRequests({ a: 1 });
    const value = { query: '\u00000', other: shared, list: ['\u00001x'] };
    expect(JSON.parse(safeJson(value))).to.deep.equal({
      query: '\u00000',
      other: { a: 1 },
      list: ['\u00001x'],
    });
  });

  it('serializes a shared value once, however many pages embed it', () => {
    let reads = 0;
    const shared = shareAcrossRequests({
      get title() {
        reads += 1;
        return 'Omonat';
      },
    });
    reads = 0; // sharing read it too, to freeze what it holds
    expect(safeJson({ page: 1, shared })).to.equal('{"page":1,"shared":{"title":"Omonat"}}');
    expect(safeJson({ page: 2, shared })).to.equal('{"page":2,"shared":{"title":"Omonat"}}');
    expect(reads).to.equal(1);
  });
});

describe('escapeHtml(text)', () => {
  it('escapes markup and quotes for text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).to.equal(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
