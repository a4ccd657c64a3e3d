import { describe, expect, it } from 'vitest';
import { buildManifest } from '@/sites/manifest';
import { activeMenuIndex } from './active-menu';

const sites = buildManifest();
const menuOf = (name: string) => sites.find((site) => site.VirtualDirectory === name)!.menu;

describe('the active-menu rule', () => {
  const client = menuOf('client');

  it('maps /baseweb/ and user-centre paths to 9', () => {
    expect(activeMenuIndex('baseweb/userCenterConter/userCenter/userDetail/', '', client)).toBe(9);
    expect(activeMenuIndex('buyerweb/userCenterConter/CollectList/', '', client)).toBe(9);
    expect(activeMenuIndex('buyerweb/user_center/orders/', '', client)).toBe(9);
  });

  it('maps search to 0 and the home page to 1', () => {
    expect(activeMenuIndex('leaseweb/search/', '?word=房', menuOf('lease'))).toBe(0);
    expect(activeMenuIndex('', '', client)).toBe(1);
    expect(activeMenuIndex('leaseweb/home/', '', menuOf('lease'))).toBe(1);
  });

  it('lights announcements, notices and results, with details counting as their list', () => {
    expect(activeMenuIndex('buyerweb/list/', '', client)).toBe(2);
    expect(activeMenuIndex('buyerweb/anncNoticeList/', '', client)).toBe(4);
    expect(activeMenuIndex('buyerweb/noticeDetail/', '?id=12', client, 'notice')).toBe(4);
    expect(activeMenuIndex('buyerweb/anncPublic/', '', client)).toBe(6);
    expect(activeMenuIndex('buyerweb/publicDetail/', '?id=3', client)).toBe(6);
  });

  it('lights 项目公告 for a project opened on the shared noticeDetail, 通知公告 for a notice', () => {
    expect(activeMenuIndex('buyerweb/noticeDetail/', '?id=7', client, 'project')).toBe(2);
    expect(activeMenuIndex('buyerweb/noticeDetail/', '?id=7', client, 'notice')).toBe(4);
    // Not loaded yet: keep the item of the list it was opened from.
    expect(activeMenuIndex('buyerweb/noticeDetail/', '?id=7', client)).toBeNull();
    // Where noticeDetail serves one list only, the path alone decides.
    expect(activeMenuIndex('brandweb/noticeDetail/', '?id=7', menuOf('brand'))).toBe(
      menuOf('brand').find((item) => item.path === 'brandweb/anncNoticeList/')?.index ?? null,
    );
  });

  it('tells service articles (7) from downloads (8) by their typeid', () => {
    expect(activeMenuIndex('buyerweb/articlelist/', '?typeid=service', client)).toBe(7);
    expect(activeMenuIndex('buyerweb/articlelist/', '?typeid=download', client)).toBe(8);
    expect(activeMenuIndex('trivialdealweb/articlelist/', '?typeid=smalldown', menuOf('trivialdeal'))).toBe(
      8,
    );
  });

  it('keeps the stored value (null) for a page no menu item leads to', () => {
    expect(activeMenuIndex('buyerweb/articledetail/', '?id=5', client)).toBeNull();
  });
});
