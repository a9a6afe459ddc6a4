import { expect } from 'chai';
import { strToU8, zipSync } from 'fflate';
import { detectFileType } from '../../server/forms/file-types';
import { PNG, SAMPLE_PDF, doc, docx, plainZip } from '../support/form-files';

describe('detectFileType', () => {
  it('knows a PDF by %PDF-', () => {
    expect(detectFileType(SAMPLE_PDF)).to.equal('pdf');
  });

  it('knows a Word 97–2003 file by its OLE2 header and WordDocument stream', () => {
    expect(detectFileType(doc())).to.equal('doc');
  });

  it('refuses an OLE2 file that is not a Word document (an old Excel sheet)', () => {
    expect(
      detectFileType(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)])),
    ).to.equal(null);
  });

  it('knows a DOCX by its ZIP parts, not by the ZIP header alone', () => {
    expect(detectFileType(docx())).to.equal('docx');
    expect(detectFileType(plainZip())).to.equal(null);
  });

  it('refuses a ZIP with word/ parts whose main part is not a Word document', () => {
    const fake = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8('<x/>'),
    });
    expect(detectFileType(Buffer.from(fake))).to.equal(null);
  });

  it('refuses a truncated ZIP instead of failing', () => {
    expect(detectFileType(docx().subarray(0, 40))).to.equal(null);
  });

  it('knows PNG and JPEG, and nothing else', () => {
    expect(detectFileType(PNG)).to.equal('png');
    expect(detectFileType(Buffer.from('ffd8ffe000104a464946', 'hex'))).to.equal('jpeg');
    expect(detectFileType(Buffer.from('plain text'))).to.equal(null);
  });
});
