import type { SeedModule } from './module';

export const orgContactsSeed: SeedModule = {
  name: 'org-contacts',
  seed(db) {
    db.prepare('INSERT INTO org_contacts (business, tel, email, address) VALUES (?, ?, ?, ?)').run(
      'inventory',
      '0371-6596 0003',
      'service@inventory.hnsggzy.example',
      '河南省郑州市郑东新区示例大道 3 号',
    );
  },
};
