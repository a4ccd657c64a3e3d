import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import catalogue from '@/messages/zh-CN.json';
import { cataloguePart, cataloguePartPaths, writeCatalogueParts } from './catalogue-parts';

describe('catalogue parts', () => {
  it('keep the catalogue path around the text, so a lookup of the full key finds it', () => {
    expect(cataloguePart(catalogue, 'auth.idle')).toEqual({ auth: { idle: catalogue.auth.idle } });
    expect(cataloguePart(catalogue, 'quickNav')).toEqual({ quickNav: catalogue.quickNav });
  });

  it('refuse a path the catalogue lacks, naming it', () => {
    expect(() => cataloguePart(catalogue, 'auth.nowhere')).toThrow('"auth.nowhere"');
  });

  it('write one file per part with the catalogue text, and remove a part no longer listed', () => {
    const project = mkdtempSync(join(tmpdir(), 'catalogue-parts-'));
    mkdirSync(join(project, 'messages/parts'), { recursive: true });
    writeFileSync(join(project, 'messages/zh-CN.json'), JSON.stringify(catalogue));
    writeFileSync(join(project, 'messages/parts/gone.json'), '{}');
    writeCatalogueParts(project);
    const files = readdirSync(join(project, 'messages/parts')).sort();
    expect(files).toEqual(cataloguePartPaths.map((path) => `${path}.json`).sort());
    const marks = JSON.parse(readFileSync(join(project, 'messages/parts/portal.marks.json'), 'utf8'));
    expect(marks).toEqual({ portal: { marks: catalogue.portal.marks } });
  });
});
