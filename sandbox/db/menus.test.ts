import { describe, expect, it } from 'vitest';
import { tenantPages } from '@/sites/pages';
import { openDatabase } from './open';

describe("the sandbox's left-menu seed", () => {
  it('links only pages of the table, from the tenant root as GetMenuTree sends them', () => {
    const db = openDatabase(':memory:');
    const urls = (
      db.prepare('SELECT DISTINCT url FROM menu_nodes WHERE url IS NOT NULL').all() as { url: string }[]
    ).map(({ url }) => url);
    const known = new Set(Object.values(tenantPages).map((row) => `/${row.path}`));
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(known, url).toContain(url.split('?')[0]);
    // The user centre's pages each once, besides /transit (参与竞价).
    expect(urls.filter((url) => url.startsWith('/transit/'))).toEqual(['/transit/?BidUrlType=Bidding']);
  });
});
