import { expect } from 'chai';
import { withRichText } from '../../server/api/rich-text';
import { markdownToText } from '../../server/cms/markdown';
import { metaDescription } from '../../src/app/loaders/helpers';

const NEWS =
  '**1-noyabrdan** 31-dekabrgacha *Visa Gold* egalari [keshbek](/news/visa-gold-cashback) oladi:\n\n' +
  '- restoran va kafe\n- mehmonxonalar\n\n1. ariza\n2. karta';

describe('Markdown as plain text (search and meta descriptions)', () => {
  it('keeps the hyphen of 1-noyabrdan and drops emphasis, link targets and list markers', () => {
    expect(markdownToText(NEWS)).to.equal(
      '1-noyabrdan 31-dekabrgacha Visa Gold egalari keshbek oladi: restoran va kafe. mehmonxonalar. ariza. karta.',
    );
  });

  it('gives the read API the same text as the excerpt beside the HTML', () => {
    const body = withRichText({ slug: 'visa-gold-cashback', text: NEWS }, ['text']) as {
      text: string;
      excerpt: string;
    };
    expect(body.text).to.include('<strong>1-noyabrdan</strong>');
    expect(body.excerpt).to.equal(
      '1-noyabrdan 31-dekabrgacha Visa Gold egalari keshbek oladi: restoran va kafe. mehmonxonalar. ariza. karta.',
    );
  });

  it('cuts a long excerpt to 300 characters and a meta description to 160, ending in …', () => {
    const { excerpt } = withRichText({ body: `${'abcd '.repeat(100)}end` }, ['body']) as {
      excerpt: string;
    };
    expect(excerpt).to.equal(`${'abcd '.repeat(59)}abcd…`);
    expect(metaDescription(excerpt, 'fallback')).to.equal(`${'abcd '.repeat(31)}ab…`);
  });

  it('adds no excerpt to an entry without text, and the description falls back', () => {
    expect(withRichText({ slug: 'empty', text: null }, ['text'])).to.deep.equal({
      slug: 'empty',
      text: null,
    });
    expect(metaDescription(undefined, 'Bank yangiliklari')).to.equal('Bank yangiliklari');
  });
});
