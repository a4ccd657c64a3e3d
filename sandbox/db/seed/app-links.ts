import { rowsSeed } from './module';

/** Links the API hands out; a value starting with `/` is resolved against the sandbox origin. */
export const appLinksSeed = rowsSeed(
  'app-links',
  'app_links',
  ['key', 'url'],
  [
    ['appClient:assetsweb', 'https://app.hnsggzy.example/download/?from=assetsweb'],
    ['ctpClient', '/bid/#/ctp'],
    ['bid', '/bid/#/bid'],
    ['inventoryBid', '/Inventorybid/#/bid'],
  ],
);
