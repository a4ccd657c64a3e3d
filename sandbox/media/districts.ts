/** The cities of Henan with their approximate centres (longitude, latitude). */
export const henanCities = [
  { code: '410100', name: '郑州市', at: [113.65, 34.76] },
  { code: '410200', name: '开封市', at: [114.31, 34.8] },
  { code: '410300', name: '洛阳市', at: [112.45, 34.62] },
  { code: '410400', name: '平顶山市', at: [113.19, 33.77] },
  { code: '410500', name: '安阳市', at: [114.39, 36.1] },
  { code: '410600', name: '鹤壁市', at: [114.3, 35.75] },
  { code: '410700', name: '新乡市', at: [113.93, 35.3] },
  { code: '410800', name: '焦作市', at: [113.24, 35.22] },
  { code: '410900', name: '濮阳市', at: [115.03, 35.76] },
  { code: '411000', name: '许昌市', at: [113.85, 34.04] },
  { code: '411100', name: '漯河市', at: [114.02, 33.58] },
  { code: '411200', name: '三门峡市', at: [111.2, 34.77] },
  { code: '411300', name: '南阳市', at: [112.53, 33.0] },
  { code: '411400', name: '商丘市', at: [115.66, 34.41] },
  { code: '411500', name: '信阳市', at: [114.09, 32.15] },
  { code: '411600', name: '周口市', at: [114.7, 33.63] },
  { code: '411700', name: '驻马店市', at: [114.02, 32.98] },
  { code: '419001', name: '济源市', at: [112.6, 35.07] },
] as const;

const half = 0.17;

/**
 * A schematic, offline base layer: one square per city around its centre, named. No internet is
 * needed to draw it; a real deployment points the map at a tile service instead.
 */
export function districtsGeoJson() {
  return {
    type: 'FeatureCollection',
    features: henanCities.map((city) => {
      const [lng, lat] = city.at;
      return {
        type: 'Feature',
        properties: { code: city.code, name: city.name },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lng - half, lat - half],
              [lng + half, lat - half],
              [lng + half, lat + half],
              [lng - half, lat + half],
              [lng - half, lat - half],
            ],
          ],
        },
      };
    }),
  };
}
