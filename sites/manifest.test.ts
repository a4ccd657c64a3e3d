import { describe, expect, it } from 'vitest';
import { deployments } from './deployments';
import { buildManifest, ManifestError, selectSites } from './manifest';

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ManifestError) return error.issues;
    throw error;
  }
  throw new Error('expected a ManifestError');
}

describe('the sites manifest', () => {
  const sites = buildManifest();

  it('has the province client, every Henan city, at least ten counties and every business prefix', () => {
    const names = new Set(sites.map((site) => site.VirtualDirectory));
    expect(names.has('client')).toBe(true);
    for (const city of ['4101', '4102', '4110', '4117', '419001'])
      expect(names.has(`${city}client`)).toBe(true);
    expect(sites.filter((site) => site.Leval === 3).length).toBeGreaterThanOrEqual(10);
    for (const prefix of [
      'recycle',
      'equitytrust',
      'inventory',
      'solidwaste',
      'trivialdeal',
      'brand',
      'brandtrust',
      'seed',
      'seedtrust',
      'ipr',
      'iprtrust',
      'sport',
      'forest',
      'rural',
      'countryside',
      'lease',
      'smalllease',
      'expert',
    ]) {
      expect(names.has(prefix), prefix).toBe(true);
    }
    for (const business of ['lease', 'smalllease', 'trivialdeal', 'forest', 'rural']) {
      expect(names.has(`4103${business}`), business).toBe(true);
    }
  });

  it('gives every city client level 2 with IsCity on, and the province client level 1 on hnsggzy', () => {
    const client = sites.find((site) => site.VirtualDirectory === 'client')!;
    expect(client).toMatchObject({
      Leval: 1,
      IsCity: false,
      WebSite: 'hnsggzy',
      PlatformId: 'AssetsCliectApp',
    });
    const zhengzhou = sites.find((site) => site.VirtualDirectory === '4101client')!;
    expect(zhengzhou).toMatchObject({ Leval: 2, IsCity: true, Name: '郑州市' });
  });

  it('uses the identity wording of each variant family', () => {
    const byName = (name: string) => sites.find((site) => site.VirtualDirectory === name)!;
    expect(byName('client')).toMatchObject({
      IdentityWordsBuyer: '受让方',
      IdentityWordsSaler: '转让方',
      IdentityWordsTripartite: '拍卖机构',
    });
    expect(byName('brand')).toMatchObject({ IdentityWordsBuyer: '投资方', IdentityWordsSaler: '融资方' });
    expect(byName('lease')).toMatchObject({ IdentityWordsSaler: '出租方' });
  });

  it('is deterministic: ids are the same on every build and unique per tenant', () => {
    const again = buildManifest();
    expect(again.map((site) => site.SsoCleintId)).toEqual(sites.map((site) => site.SsoCleintId));
    expect(new Set(sites.map((site) => site.SsoCleintId)).size).toBe(sites.length);
  });

  it('keeps menu item 3 for hnsggzy only and item 5 for city tenants only', () => {
    for (const site of sites) {
      const indexes = site.menu.map((item) => item.index);
      expect(indexes.includes(3), site.VirtualDirectory).toBe(site.WebSite === 'hnsggzy');
      if (indexes.includes(5)) expect(site.IsCity, site.VirtualDirectory).toBe(true);
      expect(site.menu.length).toBeGreaterThanOrEqual(4);
      expect(site.menu.length).toBeLessThanOrEqual(8);
    }
  });

  it('gives the idle dialog its tips per tenant: the province client its own, the others the default', () => {
    const client = sites.find((site) => site.VirtualDirectory === 'client');
    expect(client?.autoLogoutClient).toBe(true);
    expect(client?.idleTips).toMatch(/自动退出登录/);
    expect(sites.find((site) => site.VirtualDirectory === 'brand')?.idleTips).toBe('');
  });

  it('themes forest and rural tenants green and everything else blue', () => {
    for (const site of sites) {
      expect(site.theme, site.VirtualDirectory).toBe(
        ['Forest', 'Rural'].includes(site.WebBusinessType) ? 'green' : 'blue',
      );
    }
  });

  it('reports every problem of a broken manifest with its tenant and field', () => {
    const client = deployments.find((deployment) => deployment.VirtualDirectory === 'client')!;
    const issues = issuesOf(() =>
      buildManifest([
        { ...client, VirtualDirectory: 'Bad Prefix!', WebSite: 'HN SGGZY' },
        { ...client, VirtualDirectory: 'second', variant: 'nosuchvariant' as never },
        client,
        client,
      ]),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tenant: 'Bad Prefix!', field: 'VirtualDirectory' }),
        expect.objectContaining({ tenant: 'Bad Prefix!', field: 'WebSite' }),
        expect.objectContaining({ tenant: 'second', field: 'Title' }),
        expect.objectContaining({
          tenant: 'client',
          field: 'VirtualDirectory',
          message: expect.stringContaining('duplicates'),
        }),
      ]),
    );
  });

  it('selects tenants by name and refuses unknown ones', () => {
    expect(selectSites(sites, 'client, recycle').map((site) => site.VirtualDirectory)).toEqual([
      'client',
      'recycle',
    ]);
    expect(selectSites(sites, undefined)).toHaveLength(sites.length);
    expect(issuesOf(() => selectSites(sites, 'client,nowhere'))).toEqual([
      { tenant: 'nowhere', field: 'VirtualDirectory', message: 'no such tenant in the manifest' },
    ]);
  });
});
