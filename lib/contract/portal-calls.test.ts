import { describe, expect, it } from 'vitest';
import { queryAnncListRequestSchema } from './announcements';
import { queryArticleListRequestSchema } from './articles';
import { postGuestMessageRequestSchema } from './guest-book';
import { portalCalls } from './portal-calls';

describe('portal call contract', () => {
  it('gives every call its own POST path under the business API', () => {
    const paths = Object.values(portalCalls).map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/[A-Za-z]+Api\/[A-Z][A-Za-z]+$/);
  });

  it('lists every state on page 1 when the list request names none', () => {
    const request = queryAnncListRequestSchema.parse({ PlatformId: 'AssetsCliectApp', Kind: 'project' });
    expect(request).toMatchObject({ State: null, Word: '', PageIndex: 1, PageSize: 12 });
  });

  it('rejects an unknown announcement state and a page size over 100', () => {
    const base = { PlatformId: 'AssetsCliectApp', Kind: 'project' };
    expect(queryAnncListRequestSchema.safeParse({ ...base, State: 'Sold' }).success).toBe(false);
    expect(queryAnncListRequestSchema.safeParse({ ...base, PageSize: 101 }).success).toBe(false);
  });

  it('asks for articles by exactly one of typeid or inventory type', () => {
    const base = { PlatformId: 'InventoryClientApp' };
    expect(queryArticleListRequestSchema.safeParse({ ...base, TypeId: 'service' }).success).toBe(true);
    expect(queryArticleListRequestSchema.safeParse({ ...base, Type: 'law' }).success).toBe(true);
    expect(queryArticleListRequestSchema.safeParse(base).success).toBe(false);
    expect(queryArticleListRequestSchema.safeParse({ ...base, TypeId: 'x', Type: 'law' }).success).toBe(
      false,
    );
  });

  it('refuses a guest-book message whose content is only blanks', () => {
    const message = { PlatformId: 'LeaseClientApp', Name: '张三', Contact: '13800000000', Content: '   ' };
    expect(postGuestMessageRequestSchema.safeParse(message).success).toBe(false);
  });
});
