import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { homePortalText, portalTextFor, portalTextOwners } from './portal-text';

const keys = Object.keys(messages.portal);

describe('the portal text a page hands to the browser', () => {
  it('names only parts the catalogue has', () => {
    expect(Object.keys(portalTextOwners).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives a list everything but the text of other page kinds', () => {
    const list = portalTextFor('list', keys);
    expect(list).toContain('portal.fields');
    expect(list).toContain('portal.live');
    for (const part of [
      'anncApply',
      'applyTerms',
      'applySuccess',
      'share',
      'favourite',
      'stamps',
      'map',
      'guestBook',
      'equityTrust',
    ])
      expect(list).not.toContain(`portal.${part}`);
  });

  it('gives a detail its terms dialog and map links, the form its form, the guest book its words', () => {
    expect(portalTextFor('anncDetail', keys)).toEqual(
      expect.arrayContaining(['portal.applyTerms', 'portal.map']),
    );
    expect(portalTextFor('AnncApply', keys)).toEqual(
      expect.arrayContaining(['portal.anncApply', 'portal.applySuccess']),
    );
    expect(portalTextFor('noticeDetail', keys)).toEqual(
      expect.arrayContaining(['portal.applySuccess', 'portal.share', 'portal.favourite', 'portal.stamps']),
    );
    expect(portalTextFor('guestBook', keys)).toContain('portal.guestBook');
    expect(portalTextFor('InfoNotice/Detail', keys)).toContain('portal.equityTrust');
  });

  it('gives a home the shared parts and none that a page kind owns', () => {
    const home = homePortalText(keys);
    expect(home).toEqual(expect.arrayContaining(['portal.home', 'portal.dayStrip', 'portal.compare']));
    for (const part of Object.keys(portalTextOwners)) expect(home).not.toContain(`portal.${part}`);
  });
});
