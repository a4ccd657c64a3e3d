import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { footerQrValues, qrImagePath } from '../../sites/qr-files';
import type { SiteConfig } from '../../sites/schema';

/** Error correction H and a one-module margin, as SPEC §9 draws QR codes. */
export function qrSvg(value: string): string {
  return renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value,
      size: 100,
      level: 'H',
      marginSize: 1,
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
}

/** Writes the footer QR codes of the built tenants into the export; returns how many. */
export function writeQrFiles(outDir: string, sites: SiteConfig[]): number {
  const values = new Set(sites.flatMap(footerQrValues));
  for (const value of values) {
    const file = path.join(outDir, qrImagePath(value));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, qrSvg(value));
  }
  return values.size;
}
