// A resume is what its extension says, read as a parser reads it, not by its first bytes.
import { readFileSync, readdirSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { isDocx, MAX_INFLATED_BYTES } from '@/lib/uploads/docx';
import { isPdf } from '@/lib/uploads/pdf';
import { streamsWithinBound, structureStreamsWithinBound } from '@/lib/uploads/pdf-streams';
import { hasResumeStructure, resumeFileName } from '@/lib/uploads/sniff';
import { docBytes, docxBytes, docxParts, exeBytes, pdfBytes } from './fixtures/files';
import {
  deflatedZeros,
  docxBomb,
  oleHeaderThenHtml,
  pdfHeaderThenHtml,
  pdfWithStream,
  zipHeaderThenHtml,
  zlibZeros,
} from './fixtures/hostile-resumes';
import { zipArchive, zipPart } from './fixtures/zip';

describe('valid files of each type', () => {
  it.each([
    ['a hand-made one-page PDF', 'pdf', pdfBytes],
    ['a Word 97-2003 compound file', 'doc', docBytes],
    ['an OOXML Word package', 'docx', docxBytes],
  ] as const)('accepts %s', async (_name, extension, bytes) => {
    expect(await hasResumeStructure(bytes(), extension)).toBe(true);
  });

  it('accepts a PDF written by pdf-lib, with compressed object streams', async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText('Asha Rao, Java developer');
    expect(await hasResumeStructure(await document.save({ useObjectStreams: true }), 'pdf')).toBe(
      true,
    );
  });
});

describe('the four hostile files', () => {
  it('refuses a PDF header followed by HTML with a script', async () => {
    expect(await hasResumeStructure(pdfHeaderThenHtml(), 'pdf')).toBe(false);
  });

  it('refuses an OLE header followed by HTML, as .doc', async () => {
    expect(await hasResumeStructure(oleHeaderThenHtml(), 'doc')).toBe(false);
  });

  it('refuses PK\\x03\\x04word/document.xml<html>… as .docx', async () => {
    expect(await hasResumeStructure(zipHeaderThenHtml(), 'docx')).toBe(false);
  });

  it('refuses a ~1 MB .docx that inflates to 1 GiB, before inflating it', async () => {
    const bomb = docxBomb({ honest: true });
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    const heapBefore = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(await hasResumeStructure(bomb, 'docx')).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses the same bomb when its headers claim 1 KB, stopping the inflation early', async () => {
    const heapBefore = process.memoryUsage().arrayBuffers;
    expect(await hasResumeStructure(docxBomb({ honest: false }), 'docx')).toBe(false);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it(`inflates a package up to ${MAX_INFLATED_BYTES / 1024 / 1024} MiB and no further`, async () => {
    const [types, relationships, document] = docxParts(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    );
    const padding = (mebibytes: number) => ({
      name: 'word/media/padding.bin',
      deflated: deflatedZeros(mebibytes),
      crc: 0,
      declaredSize: mebibytes * 1024 * 1024,
    });
    const package_ = (mebibytes: number) =>
      zipArchive([types!, relationships!, document!, padding(mebibytes)]);
    expect(await isDocx(package_(20))).toBe(true);
    expect(await isDocx(package_(40))).toBe(false);
  });

  it('builds the bomb from a deflate stream that really inflates to its size', () => {
    expect(inflateRawSync(deflatedZeros(4)).length).toBe(4 * 1024 * 1024);
  });
});

describe('a PDF whose object stream is a deflate bomb', () => {
  const withObjectStream = (filter: string, data: Uint8Array) => {
    const encoder = new TextEncoder();
    const valid = pdfBytes();
    const head = encoder.encode(
      `%PDF-1.5\n9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${data.length} /Filter ${filter} >>\nstream\n`,
    );
    const rest = encoder.encode('\nendstream\nendobj\n');
    const out = new Uint8Array(head.length + data.length + rest.length + valid.length);
    out.set(head);
    out.set(data, head.length);
    out.set(rest, head.length + data.length);
    out.set(valid, head.length + data.length + rest.length);
    return out;
  };

  it('is refused before pdf-lib inflates it', async () => {
    const bomb = withObjectStream('/FlateDecode', zlibZeros(256));
    const heapBefore = process.memoryUsage().arrayBuffers;
    expect(structureStreamsWithinBound(bomb)).toBe(false);
    expect(await hasResumeStructure(bomb, 'pdf')).toBe(false);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(96 * 1024 * 1024);
  });

  it('is refused behind a second filter, and a small one passes the bound', () => {
    const small = zlibZeros(1);
    expect(
      structureStreamsWithinBound(withObjectStream('[/FlateDecode /FlateDecode]', small)),
    ).toBe(false);
    expect(structureStreamsWithinBound(withObjectStream('/FlateDecode', small))).toBe(true);
  });
});

describe('a PDF whose page is a deflate bomb', () => {
  it('is never given to the text reader, by itself or behind another filter', () => {
    const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
    expect(streamsWithinBound(pdfWithStream('/FlateDecode', zlibZeros(256)))).toBe(false);
    expect(process.memoryUsage().arrayBuffers - arrayBuffersBefore).toBeLessThan(160 * 1024 * 1024);
    const small = zlibZeros(1);
    expect(streamsWithinBound(pdfWithStream('[/ASCII85Decode /FlateDecode]', small))).toBe(false);
    expect(streamsWithinBound(pdfWithStream('[/FlateDecode /LZWDecode]', small))).toBe(false);
    expect(streamsWithinBound(pdfWithStream('/FlateDecode', small))).toBe(true);
    // Its structure is sound: the structure check alone lets it through.
    expect(structureStreamsWithinBound(pdfWithStream('/FlateDecode', zlibZeros(256)))).toBe(true);
  });

  it('leaves every real resume of the fixtures to the reader', () => {
    const folder = 'tests/unit/fixtures/resumes';
    const pdfs = readdirSync(folder).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(3);
    for (const name of pdfs)
      expect([name, streamsWithinBound(new Uint8Array(readFileSync(`${folder}/${name}`)))]).toEqual(
        [name, true],
      );
  });
});

it('refuses a well-formed PDF that carries an HTML document in an uncompressed stream', async () => {
  const polyglot = pdfBytes('% <html><body><script>alert(1)</script></body></html>');
  expect(await isPdf(polyglot)).toBe(true);
  expect(await hasResumeStructure(polyglot, 'pdf')).toBe(false);
});

describe('other files that are not what they claim', () => {
  const wordXml =
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>';

  it.each([
    ['a renamed executable', 'pdf', exeBytes],
    ['an empty file', 'pdf', () => new Uint8Array(0)],
    ['a PDF as .doc', 'doc', pdfBytes],
    ['a .docx as .pdf', 'pdf', docxBytes],
    ['a compound file as .docx', 'docx', docBytes],
    ['a PDF without its trailer', 'pdf', () => pdfBytes().subarray(0, pdfBytes().length - 40)],
    [
      'a ZIP without the Word part',
      'docx',
      () => zipArchive(docxParts(wordXml).filter((part) => part.name !== 'word/document.xml')),
    ],
    [
      'a package whose Word part is HTML',
      'docx',
      () => zipArchive(docxParts('<html><body><script>alert(1)</script></body></html>')),
    ],
    ['a ZIP of one text file', 'docx', () => zipArchive([zipPart('notes.txt', 'hello')])],
  ] as const)('refuses %s', async (_name, extension, bytes) => {
    expect(await hasResumeStructure(bytes(), extension)).toBe(false);
  });
});

it('names the file after the applicant, never after the upload', () => {
  expect(resumeFileName('Asha', 'Rao', 'pdf')).toBe('resume-asha-rao.pdf');
  expect(resumeFileName('../..', '<script>', 'docx')).toBe('resume-script.docx');
  expect(resumeFileName('', '', 'doc')).toBe('resume-applicant.doc');
});
