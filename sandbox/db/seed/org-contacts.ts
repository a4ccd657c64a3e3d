import { rowsSeed } from './module';

export const orgContactsSeed = rowsSeed(
  'org-contacts',
  'org_contacts',
  ['business', 'tel', 'email', 'address'],
  [['inventory', '0371-6596 0003', 'service@inventory.hnsggzy.example', '河南省郑州市郑东新区示例大道 3 号']],
);
