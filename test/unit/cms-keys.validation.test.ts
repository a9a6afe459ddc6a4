import { expect } from 'chai';
import { isDocumentId, parseEntryKey } from '../../server/cms/keys';

describe('parseEntryKey', () => {
  it('reads a positive integer as a record id', () => {
    expect(parseEntryKey('3')).to.deep.equal({ kind: 'id', id: 3 });
    expect(parseEntryKey('1234567890')).to.deep.equal({ kind: 'id', id: 1234567890 });
  });

  it('reads letters, digits and dashes as a slug', () => {
    expect(parseEntryKey('omonat-plus')).to.deep.equal({ kind: 'slug', slug: 'omonat-plus' });
    expect(parseEntryKey('0123')).to.deep.equal({ kind: 'slug', slug: '0123' });
  });

  it('refuses keys that could change the CMS URL or query', () => {
    const hostile = [
      '',
      '../x',
      'a?b',
      '1 OR 1',
      'a/b',
      '-x',
      'x#y',
      '%2e%2e',
      'a&b=c',
      'ё',
      'a'.repeat(101),
    ];
    for (const key of hostile) expect(parseEntryKey(key), key).to.equal(null);
  });
});

describe('isDocumentId', () => {
  it('accepts Strapi v5 document ids only', () => {
    expect(isDocumentId('brr6osbnw41n0pz1ne9k5me3')).to.equal(true);
    expect(isDocumentId('../brr6')).to.equal(false);
  });
});
