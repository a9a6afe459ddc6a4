import { expect } from 'chai';
import { documentFile, documentList } from '../../server/cms/mappers/fields';
import type { CmsFile } from '../../server/cms/normalize';

const file = (name: string, size: number | null = 120.4): CmsFile => ({
  url: `/uploads/${name}`,
  alt: '',
  name,
  mime: 'application/pdf',
  width: null,
  height: null,
  size,
});

/** Issue 33: documents are named by titles in the page's language, never by their file names. */
describe('CMS mappers: documents and their titles', () => {
  it('gives each file the title on its line of `document_titles`', () => {
    const files = [file('tariffs.pdf'), file('form.pdf')];
    expect(documentList(files, 'Тарифы\r\nФорма заявления')).to.deep.equal([
      { url: '/uploads/tariffs.pdf', title: 'Тарифы', mime: 'application/pdf', size: 120.4 },
      { url: '/uploads/form.pdf', title: 'Форма заявления', mime: 'application/pdf', size: 120.4 },
    ]);
  });

  it('leaves a file untitled when its line is missing or blank, or the field is empty', () => {
    const files = [file('a.pdf'), file('b.pdf'), file('c.pdf')];
    expect(documentList(files, '\n  B ').map((doc) => doc.title)).to.deep.equal([null, 'B', null]);
    expect(documentList(files, null).map((doc) => doc.title)).to.deep.equal([null, null, null]);
  });

  it('reads no documents from an empty media field (v4 null, v5 [])', () => {
    expect(documentList(null, 'A')).to.deep.equal([]);
    expect(documentList([], 'A')).to.deep.equal([]);
  });

  it('names a contract by `contract_title`, keeping its size and never its file name', () => {
    expect(documentFile(file('contract-ru.pdf', null), 'Договор вклада')).to.deep.equal({
      url: '/uploads/contract-ru.pdf',
      title: 'Договор вклада',
      mime: 'application/pdf',
      size: null,
    });
    expect(documentFile(file('contract-ru.pdf'), '  ')).to.have.property('title', null);
  });
});
