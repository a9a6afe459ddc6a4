import { expect } from 'chai';
import { escapeHtml, safeJson } from '../../src/lib/safe-json';

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
});

describe('escapeHtml(text)', () => {
  it('escapes markup and quotes for text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).to.equal(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
