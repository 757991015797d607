import { matchesSignature, resumeFileName } from '@/lib/uploads/sniff';
import { docBytes, docxBytes, exeBytes, pdfBytes } from './fixtures/files';

describe('resume signatures', () => {
  it('accepts each allowed type when the bytes match the extension', () => {
    expect(matchesSignature(pdfBytes(), 'pdf')).toBe(true);
    expect(matchesSignature(docBytes(), 'doc')).toBe(true);
    expect(matchesSignature(docxBytes(), 'docx')).toBe(true);
  });

  it('refuses a renamed executable and mismatched types', () => {
    expect(matchesSignature(exeBytes(), 'pdf')).toBe(false);
    expect(matchesSignature(exeBytes(), 'docx')).toBe(false);
    expect(matchesSignature(pdfBytes(), 'doc')).toBe(false);
    expect(matchesSignature(new Uint8Array(0), 'pdf')).toBe(false);
  });

  it('refuses a ZIP that is not a Word document', () => {
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('xl/workbook.xml'),
    ]);
    expect(matchesSignature(zip, 'docx')).toBe(false);
  });

  it('names the file after the applicant, never after the upload', () => {
    expect(resumeFileName('Asha', 'Rao', 'pdf')).toBe('resume-asha-rao.pdf');
    expect(resumeFileName('../..', '<script>', 'docx')).toBe('resume-script.docx');
    expect(resumeFileName('', '', 'doc')).toBe('resume-applicant.doc');
  });
});
