import type { SeedModule } from './module';

/** Links the API hands out; a value starting with `/` is resolved against the sandbox origin. */
export const appLinksSeed: SeedModule = {
  name: 'app-links',
  seed(db) {
    const insert = db.prepare('INSERT INTO app_links (key, url) VALUES (?, ?)');
    insert.run('appClient:assetsweb', 'https://app.hnsggzy.example/download/?from=assetsweb');
    insert.run('ctpClient', '/bid/#/ctp');
    insert.run('bid', '/bid/#/bid');
    insert.run('inventoryBid', '/Inventorybid/#/bid');
  },
};
