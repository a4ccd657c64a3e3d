import { describe, expect, it } from 'vitest';
import { buildManifest } from '@/sites/manifest';
import { anncListRequest, readListQuery } from './list-query';
import { tenantChoices } from './tenant-choices';

const manifest = buildManifest();
const site = (platformId: string) =>
  manifest.find((entry) => entry.PlatformId === platformId && entry.Leval === 1)!;

describe('a list address read away from its list (我的搜索)', () => {
  it('keeps the tenant’s region, category and, on a lease list, area, as the list sends them', () => {
    const lease = site('LeaseClientApp');
    const query = readListQuery(
      new URLSearchParams('region=410300&type=shop&area=300-'),
      tenantChoices(lease),
    );
    expect(anncListRequest(lease.PlatformId, 'project', query)).toMatchObject({
      Region: '410300',
      Category: 'shop',
      AreaMin: 300,
    });
  });

  it('drops what the tenant’s lists do not have', () => {
    const client = site('AssetsCliectApp');
    const query = readListQuery(
      new URLSearchParams('type=shop&area=300-&region=999999'),
      tenantChoices(client),
    );
    const request = anncListRequest(client.PlatformId, 'project', query);
    expect(request).not.toHaveProperty('Category');
    expect(request).not.toHaveProperty('AreaMin');
    expect(request).not.toHaveProperty('Region');
  });
});
