import { describe, expect, it } from 'vitest';
import { writeTree } from './deploy/deploy.test-helpers';
import { exportBytes } from './export-bytes';

const flight = '<script>self.__next_f.push([1,"0:[\\"$\\",\\"div\\"]"])</script>';
const page = `<!DOCTYPE html><html><body><p>页</p>${flight}<script src="/_next/static/chunks/a.js" async=""></script></body></html>`;

describe('the bytes of an export by kind', () => {
  it('splits pages into their markup and the flight data React inlines, and counts assets and the rest apart', () => {
    const dir = writeTree({
      'client/index.html': page,
      'client/login/index.html': page,
      '_next/static/chunks/a.js': 'x'.repeat(100),
      '_next/static/chunks/a.js.br': 'y'.repeat(30),
      '_next/static/css/s.css': 'z'.repeat(20),
      'images/emblem.svg': '<svg/>',
      SHA256SUMS: 'sums',
    });
    const pageBytes = Buffer.byteLength(page);
    const flightBytes = Buffer.byteLength(flight);
    expect(exportBytes(dir)).toEqual({
      pages: 2,
      html: 2 * (pageBytes - flightBytes),
      flight: 2 * flightBytes,
      assets: 120,
      precompressed: 30,
      other: 6 + 4,
      total: 2 * pageBytes + 120 + 30 + 10,
    });
  });
});
