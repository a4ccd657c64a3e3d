import type { VariantKey } from '@/sites/variants';

/** Words the portal seed builds titles from, per business: what each platform trades. */
export const places = [
  '郑州市',
  '洛阳市',
  '开封市',
  '新乡市',
  '南阳市',
  '许昌市',
  '安阳市',
  '焦作市',
  '平顶山市',
  '信阳市',
];

export const tradedThings: Record<VariantKey, string[]> = {
  assets: ['国有股权', '办公用房', '临街商铺', '公务车辆', '机器设备', '土地使用权'],
  trivialdeal: ['废旧电脑', '办公家具', '废旧空调', '报废车辆'],
  forest: ['集体林地经营权', '林木所有权', '苗圃经营权'],
  rural: ['土地承包经营权', '农业设施', '养殖场经营权', '鱼塘经营权'],
  equitytrust: ['股权托管服务', '股权质押登记'],
  recycle: ['废钢', '废铜', '废旧电缆', '加工贸易边角料'],
  solidwaste: ['粉煤灰', '炉渣', '脱硫石膏', '废催化剂'],
  inventory: ['电子元器件库存', '芯片库存', '手机配件库存', '显示面板库存'],
  brand: ['商标权', '品牌使用权', '老字号品牌'],
  brandtrust: ['品牌托管权', '商标使用许可'],
  seed: ['小麦新品种', '玉米品种权', '花生品种'],
  seedtrust: ['品种权登记', '育种成果'],
  ipr: ['发明专利', '实用新型专利', '软件著作权'],
  iprtrust: ['专利权登记', '技术秘密'],
  sport: ['体育场馆冠名权', '赛事转播权', '场馆经营权'],
  expert: ['评审专家服务', '采购咨询服务'],
  lease: ['临街商铺', '写字楼', '标准厂房', '仓库'],
  smalllease: ['住宅', '门面房', '摊位', '车位'],
};

/**
 * Who publishes a lot: an office of the lot's own city (`${city}${kind}`). As many kinds as there
 * were names before, so a seed's draws, and every value drawn after them, stay as they were.
 */
export const publisherKinds = [
  '机关事务服务中心',
  '国有资产管理中心',
  '财政局',
  '交通运输局',
  '城市投资集团',
];

export const orgNames = [
  '河南省机关事务管理局',
  '郑州市国有资产管理中心',
  '洛阳市财政局',
  '河南省交通运输厅',
  '新乡市城市投资集团',
];
export const applicantNames = [
  '河南中原实业有限公司',
  '郑州恒达贸易有限公司',
  '洛阳宏远机械有限公司',
  '张伟',
  '王芳',
  '开封金源物资回收有限公司',
  '李强',
  '南阳鑫盛商贸有限公司',
];
export const guestNames = ['张先生', '王女士', '李先生', '赵女士', '刘先生', '陈女士'];

/** A word that occurs in exactly one seeded title of each platform, for the search tests. */
export const searchableWord = '梧桐苑';
