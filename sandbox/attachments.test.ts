import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docxFile, pdfFile, xlsxFile } from './attachments';

describe('sandbox attachments', () => {
  it('makes a PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfFile('HN-ZC-001 须知').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('makes DOCX and XLSX archives with the parts Office opens', () => {
    const docx = unzipSync(docxFile('报名表'));
    expect(Object.keys(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(strFromU8(docx['word/document.xml']!)).toContain('<w:t>报名表</w:t>');
    const xlsx = unzipSync(xlsxFile('报价表'));
    expect(Object.keys(xlsx)).toContain('xl/worksheets/sheet1.xml');
    expect(strFromU8(xlsx['xl/worksheets/sheet1.xml']!)).toContain('<t>报价表</t>');
  });
});
