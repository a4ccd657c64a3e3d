import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/lib/contract/spec-calls';
import { isActiveNode, visibleMenu } from './menu';

const node = (
  MenuName: string,
  URL: string | null,
  Items: MenuNode[] = [],
  Target: string | null = null,
): MenuNode => ({
  MenuId: MenuName,
  MenuName,
  URL,
  SubSystemId: null,
  Target,
  Items,
});

const tree: MenuNode[] = [
  node('个人中心', null, [node('基本信息', '/baseweb/userCenterConter/userCenter/userDetail/')]),
  node('竞买人中心', null, [
    node('我的参与', '/buyerweb/userCenterConter/MyParticipation/', [
      node('参与详情', '/buyerweb/userCenterConter/MyParticipationDetail/'),
    ]),
    node('我的收藏', '/buyerweb/userCenterConter/CollectList/'),
    node('参与竞价', '/transit/?BidUrlType=Bidding', [], '_blank'),
  ]),
  node('空分组', null, [node('收藏', '/buyerweb/userCenterConter/CollectList/')]),
];

const names = (nodes: MenuNode[]): string[] => nodes.flatMap((item) => [item.MenuName, ...names(item.Items)]);

describe('the user-centre left menu (SPEC §2, §6)', () => {
  it('shows the buyer side its favourites and join bidding', () => {
    expect(names(visibleMenu(tree, 'buyer'))).toContain('我的收藏');
    expect(names(visibleMenu(tree, 'buyer'))).toContain('参与竞价');
  });

  it('hides favourites and join bidding from the seller side, and drops sections left empty', () => {
    const seen = names(visibleMenu(tree, 'seller'));
    expect(seen).not.toContain('我的收藏');
    expect(seen).not.toContain('参与竞价');
    expect(seen).not.toContain('空分组');
    expect(seen).toContain('参与详情');
  });

  it('keeps no more than three levels', () => {
    const deep = [node('1', null, [node('2', null, [node('3', '/a/', [node('4', '/b/')])])])];
    expect(names(visibleMenu(deep, 'buyer'))).toEqual(['1', '2', '3']);
  });

  it('marks the node of the page shown, whatever the query', () => {
    const detail = node('参与详情', '/buyerweb/userCenterConter/MyParticipationDetail/');
    expect(isActiveNode(detail, 'buyerweb/userCenterConter/MyParticipationDetail/')).toBe(true);
    expect(
      isActiveNode(
        node('新增项目', '/baseweb/userCenterConter/addProjects/?isAdd=true'),
        'baseweb/userCenterConter/addProjects',
      ),
    ).toBe(true);
    expect(isActiveNode(detail, 'buyerweb/userCenterConter/MyParticipation/')).toBe(false);
  });
});
