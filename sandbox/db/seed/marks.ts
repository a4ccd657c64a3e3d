import { rowsSeed } from './module';

const inventoryMarks = [
  '钢材',
  '有色金属',
  '废旧设备',
  '机动车辆',
  '电子产品',
  '办公家具',
  '建筑材料',
  '其他物资',
];

export const marksSeed = rowsSeed(
  'marks',
  'marks',
  ['id', 'name', 'business_type', 'position'],
  inventoryMarks.map((name, index) => [
    `mark-${String(index + 1).padStart(2, '0')}`,
    name,
    'Inventory',
    index,
  ]),
);
