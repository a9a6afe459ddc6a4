import { expect } from 'chai';
import { elementHtml, lateSource, waitingRegions } from '../../src/app/late-html';

describe('late regions cut from a rendered document', () => {
  const page =
    '<div id="root"><section><div id="late-region-news" class="late-region">' +
    '<ul class="news-list"><li><img src="/a.png" alt=""/><br/><!-- --><a href="/x">1 &lt; 2</a></li>' +
    '<li><svg><path d="M0 0"></path></svg><div><div></div></div></li></ul></div>' +
    '<div id="late-region-rates" class="late-region late-region--waiting" aria-busy="true">' +
    '<div class="late-region__table"></div></div></section></div>';

  it('takes the element with its id up to where its tags balance, void elements and comments aside', () => {
    expect(elementHtml(page, 'late-region-news')).to.equal(
      '<div id="late-region-news" class="late-region">' +
        '<ul class="news-list"><li><img src="/a.png" alt=""/><br/><!-- --><a href="/x">1 &lt; 2</a></li>' +
        '<li><svg><path d="M0 0"></path></svg><div><div></div></div></li></ul></div>',
    );
  });

  it('names the regions that still show their placeholder', () => {
    expect(waitingRegions(page)).to.deep.equal(['rates']);
  });

  it('wraps a region for the stream in a hidden element naming its placeholder', () => {
    expect(lateSource(page, 'rates')).to.equal(
      '<div hidden data-late-for="late-region-rates">' +
        '<div id="late-region-rates" class="late-region late-region--waiting" aria-busy="true">' +
        '<div class="late-region__table"></div></div></div>',
    );
  });
});
