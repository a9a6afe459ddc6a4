import { expect } from 'chai';
import { markdownToHtml } from '../../server/cms/markdown';
import { MARKDOWN_FIELDS, withRichText } from '../../server/api/rich-text';

describe('CMS Markdown rendered on the server', () => {
  it('renders Markdown to HTML', () => {
    expect(markdownToHtml('**Быстро**\n\n- one\n- two')).to.equal(
      '<p><strong>Быстро</strong></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(markdownToHtml(null)).to.equal(null);
    expect(markdownToHtml('')).to.equal(null);
  });

  it('escapes raw HTML and drops javascript: links', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=1>',
    )!;
    expect(html)
      .not.to.include('<script')
      .and.not.include('<img')
      .and.not.include('href="javascript');
    expect(html).to.include('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('turns the Markdown fields of a paged news list into HTML and leaves other fields alone', () => {
    const page = { items: [{ title: '**t**', text: '*hi*' }], page: 1, total: 1 };
    expect(withRichText(page, MARKDOWN_FIELDS.news)).to.deep.equal({
      items: [{ title: '**t**', text: '<p><em>hi</em></p>\n', excerpt: 'hi.' }],
      page: 1,
      total: 1,
    });
    expect(withRichText([{ infoList: 'a' }], MARKDOWN_FIELDS.deposits)).to.deep.equal([
      { infoList: '<p>a</p>\n', excerpt: 'a.' },
    ]);
  });
});
