/** Henan cities (SPEC §2: one client per city) and the county clients deployed so far. */
export type Area = { code: string; name: string; short: string };

export const cities: Area[] = [
  { code: '410100', name: '郑州市', short: '4101' },
  { code: '410200', name: '开封市', short: '4102' },
  { code: '410300', name: '洛阳市', short: '4103' },
  { code: '410400', name: '平顶山市', short: '4104' },
  { code: '410500', name: '安阳市', short: '4105' },
  { code: '410600', name: '鹤壁市', short: '4106' },
  { code: '410700', name: '新乡市', short: '4107' },
  { code: '410800', name: '焦作市', short: '4108' },
  { code: '410900', name: '濮阳市', short: '4109' },
  { code: '411000', name: '许昌市', short: '4110' },
  { code: '411100', name: '漯河市', short: '4111' },
  { code: '411200', name: '三门峡市', short: '4112' },
  { code: '411300', name: '南阳市', short: '4113' },
  { code: '411400', name: '商丘市', short: '4114' },
  { code: '411500', name: '信阳市', short: '4115' },
  { code: '411600', name: '周口市', short: '4116' },
  { code: '411700', name: '驻马店市', short: '4117' },
  { code: '419001', name: '济源市', short: '419001' },
];

export const counties: Area[] = [
  { code: '410181', name: '巩义市', short: '410181' },
  { code: '410182', name: '荥阳市', short: '410182' },
  { code: '410183', name: '新密市', short: '410183' },
  { code: '410184', name: '新郑市', short: '410184' },
  { code: '410185', name: '登封市', short: '410185' },
  { code: '410225', name: '兰考县', short: '410225' },
  { code: '410324', name: '栾川县', short: '410324' },
  { code: '410526', name: '滑县', short: '410526' },
  { code: '410728', name: '长垣市', short: '410728' },
  { code: '411081', name: '禹州市', short: '411081' },
  { code: '411381', name: '邓州市', short: '411381' },
  { code: '411481', name: '永城市', short: '411481' },
];
