import { describe, expect, it } from 'vitest';
import { findSite } from '@/sites';
import { subAppEntryTarget } from './sub-app-entry';

const site = (vd: string) => findSite(vd)!;

describe('sub-application roots (SPEC §2, §4)', () => {
  it('sends the buyer portal root of the province client to the tenant home', () => {
    expect(subAppEntryTarget(site('client'), 'buyerweb')).toBe('');
  });

  it("sends a portal whose menu starts at <app>/home/ there, whichever app's root is asked", () => {
    expect(subAppEntryTarget(site('brand'), 'brandweb')).toBe('brandweb/home/');
    expect(subAppEntryTarget(site('brand'), 'buyerweb')).toBe('brandweb/home/');
  });

  it('sends equity trust to its information notices and baseweb to the user centre', () => {
    expect(subAppEntryTarget(site('equitytrust'), 'equitytrustweb')).toBe('equitytrustweb/InfoNotice/List/');
    expect(subAppEntryTarget(site('client'), 'baseweb')).toBe(
      'baseweb/userCenterConter/userCenter/userDetail/',
    );
  });
});
