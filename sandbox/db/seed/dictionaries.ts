import { rowsSeed } from './module';

/** Value items: 0 phone, 1 morning hours, 2 afternoon hours, 3 address (SPEC §3). */
const dictionaries: Record<string, string[]> = {
  CustomerService: [
    '0371-6596 0001',
    '上午 9:00-12:00',
    '下午 13:00-17:00',
    '河南省郑州市郑东新区示例路 1 号',
  ],
  SmallLeaseCustomerService: [
    '0371-6596 0002',
    '上午 8:30-12:00',
    '下午 14:00-17:30',
    '河南省郑州市金水区示例街 2 号',
  ],
};

export const dictionariesSeed = rowsSeed(
  'dictionaries',
  'sys_dicts',
  ['dict_type', 'position', 'value'],
  Object.entries(dictionaries).flatMap(([type, values]) =>
    values.map((value, position) => [type, position, value]),
  ),
);
