import { expect } from 'chai';
import { localePath, splitLangPath } from '../../src/lib/paths';

describe('localePath(lang, path)', () => {
  it('leaves Uzbek paths without a prefix', () => {
    expect(localePath('uz', '/deposit')).to.equal('/deposit');
    expect(localePath('uz', '/')).to.equal('/');
  });

  it('prefixes English and Russian, with the bare prefix for home', () => {
    expect(localePath('en', '/deposit/usd')).to.equal('/en/deposit/usd');
    expect(localePath('ru', '/')).to.equal('/ru');
  });
});

describe('splitLangPath(path)', () => {
  it('reads the language prefix and keeps the query', () => {
    expect(splitLangPath('/ru/news?page=2')).to.deep.equal({ lang: 'ru', path: '/news?page=2' });
    expect(splitLangPath('/en')).to.deep.equal({ lang: 'en', path: '/' });
    expect(splitLangPath('/en?x=1')).to.deep.equal({ lang: 'en', path: '/?x=1' });
  });

  it('treats anything else as Uzbek, including look-alike segments', () => {
    expect(splitLangPath('/english/x')).to.deep.equal({ lang: 'uz', path: '/english/x' });
    expect(splitLangPath('/deposit')).to.deep.equal({ lang: 'uz', path: '/deposit' });
  });
});
