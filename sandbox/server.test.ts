import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let sandbox: TestSandbox;
const lines: string[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox({ log: (line) => lines.push(line) });
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('the sandbox process', () => {
  it('logs every API request with its method, path, status and the SPEC §7 headers', async () => {
    await fetch(`${sandbox.origin}/baseapi/api/Mark/QueryMarkList`, {
      method: 'POST',
      headers: {
        'cache-control': 'no-cache',
        PlatformId: 'InventoryClientApp',
        SystemKey: 'sys-1',
        TradingOrgId: 'org-1',
        WebBusinessType: 'inventory',
        CurrentMemberId: 'member-1',
        IdentityId: 'identity-1',
        authorization: 'Bearer abcdefghijklmnop',
      },
      body: JSON.stringify({ BusinessType: 'Inventory' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines.find((entry) => entry.includes('/baseapi/api/Mark/QueryMarkList'));
    expect(line).toContain('POST /baseapi/api/Mark/QueryMarkList 200');
    for (const header of [
      'PlatformId=InventoryClientApp',
      'SystemKey=sys-1',
      'TradingOrgId=org-1',
      'WebBusinessType=inventory',
      'CurrentMemberId=member-1',
      'IdentityId=identity-1',
      'Cache=no-cache',
      'Authorization=Bearer …ijklmnop',
    ]) {
      expect(line).toContain(header);
    }
  });

  it('shows what a stand-in app was opened with', async () => {
    const response = await fetch(`${sandbox.origin}/bid/?from=portal`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('竞价系统（沙箱替身）');
    expect(html).toContain('<th>from</th><td>portal</td>');
    // The bidding mode travels in the hash; the page names it (SPEC §2 BidUrlType, LookOn to watch).
    expect(html).toContain('id="bid-mode"');
    expect(html).toContain('围观竞价');
    expect(await (await fetch(`${sandbox.origin}/admin/`)).text()).toContain('交易中心管理端登录');
    expect(await (await fetch(`${sandbox.origin}/Inventorybid/`)).text()).toContain('库存物资竞价系统');
  });

  it('still serves the static export, with the Chinese not-found page for unknown paths', async () => {
    const out = path.join(path.dirname(sandbox.db.name), 'out');
    mkdirSync(path.join(out, 'client'), { recursive: true });
    writeFileSync(path.join(out, 'client', 'index.html'), '<h1>省级门户</h1>');
    writeFileSync(path.join(out, '404.html'), '<h1>页面不存在</h1>');
    const page = await fetch(`${sandbox.origin}/client/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('省级门户');
    const missing = await fetch(`${sandbox.origin}/client/nothing-here/`);
    expect(missing.status).toBe(404);
  });
});
