import { describe, expect, it } from 'vitest';
import { findSite } from '@/sites';
import { articleListTitles } from './article-titles';

describe('article list titles', () => {
  it('heads the buyer service and download lists with their menu labels', () => {
    const site = findSite('client')!;
    expect(articleListTitles(site, (key) => key)).toEqual({ service: 'serviceGuide', download: 'downloads' });
  });

  it('names inventory lists by type, submenu entries included', () => {
    const titles = articleListTitles(findSite('inventory')!, (key) => key);
    expect(titles).toMatchObject({
      dynamic: 'platformDynamics',
      news: 'newsInformation',
      law: 'policiesAndLaws',
      policy: 'privacyPolicy',
    });
  });
});
