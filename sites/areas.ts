/** Henan cities (SPEC §2: one client per city) and the county clients deployed so far. */
export type Area = { code: string; name: string; short: string };

/** An area by its code and name; its short name (its tenants' prefix) is the code, a city's without its last `00`. */
function area(code: string, name: string): Area {
  return { code, name, short: code.endsWith('00') ? code.slice(0, 4) : code };
}

export const cities: Area[] = [
  area('410100', '郑州市'),
  area('410200', '开封市'),
  area('410300', '洛阳市'),
  area('410400', '平顶山市'),
  area('410500', '安阳市'),
  area('410600', '鹤壁市'),
  area('410700', '新乡市'),
  area('410800', '焦作市'),
  area('410900', '濮阳市'),
  area('411000', '许昌市'),
  area('411100', '漯河市'),
  area('411200', '三门峡市'),
  area('411300', '南阳市'),
  area('411400', '商丘市'),
  area('411500', '信阳市'),
  area('411600', '周口市'),
  area('411700', '驻马店市'),
  area('419001', '济源市'),
];

export const counties: Area[] = [
  area('410181', '巩义市'),
  area('410182', '荥阳市'),
  area('410183', '新密市'),
  area('410184', '新郑市'),
  area('410185', '登封市'),
  area('410225', '兰考县'),
  area('410324', '栾川县'),
  area('410526', '滑县'),
  area('410728', '长垣市'),
  area('411081', '禹州市'),
  area('411381', '邓州市'),
  area('411481', '永城市'),
];
