import { describe, expect, it } from 'vitest';
import { backendPath, backendPaths } from './backend-paths';
import { portalCalls } from './portal-calls';
import { specCalls } from './spec-calls';
import { unnamedCalls } from './unnamed-calls';
import { userCentreCalls } from './user-centre';

describe('the unnamed data calls', () => {
  it('hold every portal and user-centre call once, each at its own path, none of them a named one', () => {
    const names = [...Object.keys(portalCalls), ...Object.keys(userCentreCalls)];
    expect(Object.keys(unnamedCalls).sort()).toEqual([...new Set(names)].sort());
    expect(names).toHaveLength(new Set(names).size);
    const paths = Object.values(unnamedCalls).map((call) => call.path.toLowerCase());
    expect(paths).toHaveLength(new Set(paths).size);
    const named = new Set(Object.values(specCalls).map((call) => call.path.toLowerCase()));
    expect(paths.filter((path) => named.has(path))).toEqual([]);
  });

  it('map to the real backend only through known calls, one table entry changing one path', () => {
    const known = new Set(Object.values(unnamedCalls).map((call) => call.path));
    expect(Object.keys(backendPaths).filter((path) => !known.has(path))).toEqual([]);
    const table = { '/api/AnncApi/ApplyBid': '/api/Bid/Apply' };
    expect(backendPath('/api/AnncApi/ApplyBid', table)).toBe('/api/Bid/Apply');
    expect(backendPath('/api/AnncApi/GetAnncDetail', table)).toBe('/api/AnncApi/GetAnncDetail');
  });

  it('are all listed in docs/api.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const docs = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const missing = Object.values(unnamedCalls)
      .map((call) => call.path)
      .filter((path) => !docs.includes(`| ${path} `));
    expect(missing).toEqual([]);
  });
});
