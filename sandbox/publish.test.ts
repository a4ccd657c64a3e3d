import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { callApi } from './testing/sign-in';
import { formatTime } from './centre-time';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

async function publish(body: unknown) {
  const response = await sandbox.hook(`/__sandbox/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    ErrorCode: number;
    Message: string;
    Data: { AnncIds: string[] } | null;
  };
}

describe('publishing announcements (test hook)', () => {
  it('adds announcements published now that the list finds by their title, newest first', async () => {
    const before = formatTime(new Date());
    const answer = await publish({ platformId: 'AssetsCliectApp', title: '钩子测试', count: 3 });
    expect(answer.ErrorCode).toBe(0);
    expect(answer.Data!.AnncIds).toHaveLength(3);
    const list = await callApi(sandbox.origin, '/baseapi/api/AnncApi/QueryAnncList', {
      platformId: 'AssetsCliectApp',
      body: { PlatformId: 'AssetsCliectApp', Kind: 'project', Word: '钩子测试', PageIndex: 1, PageSize: 12 },
    });
    const items = (
      (await list.json()) as { Data: { Total: number; Items: Array<{ Title: string; PublishTime: string }> } }
    ).Data;
    expect(items.Total).toBe(3);
    expect(items.Items.every((item) => item.PublishTime >= before)).toBe(true);
    expect(items.Items.map((item) => item.Title).sort()).toEqual([
      '钩子测试（新1）',
      '钩子测试（新2）',
      '钩子测试（新3）',
    ]);
  });

  it('refuses an unknown platform or a bad body in Chinese', async () => {
    expect(await publish({ platformId: 'Nowhere', title: 'x' })).toMatchObject({ ErrorCode: 1 });
    expect((await publish({ platformId: 'AssetsCliectApp', count: 0 })).Message).toMatch(/title/);
  });
});
