import type { ServerResponse } from 'node:http';
import { strToU8, zipSync } from 'fflate';

/** Where the sandbox answers the attachment address of the `sandbox` profile (ATTACHMENT). */
export const attachmentMount = '/attachment/';

const types = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
type Kind = keyof typeof types;

/** A one-page PDF whose page says which file it stands in for (ASCII: the base fonts have no CJK). */
export function pdfFile(label: string): Buffer {
  const text = `Sandbox attachment: ${label}`.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An Office Open XML file is a zip archive of its XML parts. */
export function zipFile(entries: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))),
  );
}

const xmlText = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const relsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeDoc = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

export function docxFile(label: string): Buffer {
  return zipFile({
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="${relsNs}"><Relationship Id="rId1" Type="${officeDoc}" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${xmlText(label)}</w:t></w:r></w:p><w:p><w:r><w:t>沙箱附件：本文件代替交易中心发布的真实文件。</w:t></w:r></w:p></w:body></w:document>`,
  });
}

export function xlsxFile(label: string): Buffer {
  const cell = (ref: string, text: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`;
  return zipFile({
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="${relsNs}"><Relationship Id="rId1" Type="${officeDoc}" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xml}<Relationships xmlns="${relsNs}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${xml}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', label)}</row><row r="2">${cell('A2', '沙箱附件')}</row></sheetData></worksheet>`,
  });
}

const makers: Record<Kind, (label: string) => Buffer> = { pdf: pdfFile, docx: docxFile, xlsx: xlsxFile };

/**
 * Every attachment link the seed publishes answers a real file of its extension, made on request
 * from its name, so downloads work without shipping binary files. Anything else is not found.
 */
export function sendAttachment(res: ServerResponse, pathname: string): void {
  const name = decodeURIComponent(pathname.slice(attachmentMount.length).split('/').pop() ?? '');
  const kind = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (!name || !kind || !(kind in makers)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('附件不存在');
    return;
  }
  const body = makers[kind as Kind](name.replace(/\.[a-z]+$/i, ''));
  res.writeHead(200, {
    'content-type': types[kind as Kind],
    'content-length': body.length,
    // No file name here: the link's download attribute names the file as the centre published it.
    'content-disposition': 'attachment',
    'cache-control': 'no-cache',
  });
  res.end(body);
}
