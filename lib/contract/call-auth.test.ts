import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { portalCalls } from './portal-calls';
import { specCalls } from './spec-calls';
import { userCentreCalls } from './user-centre';

const docs = readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
const prefix = { API: '/baseapi', GATEWAY: '/gatewayapi', TRADING_API: '/tradingapi', ORIGIN: '' } as const;

describe('who may make each call', () => {
  it('is, for the calls SPEC §7 names, what the auth column of docs/api.md says', async () => {
    const rows = (await docs).split('\n').filter((line) => line.startsWith('| POST'));
    for (const call of Object.values(specCalls)) {
      const path = `${prefix[call.base]}${call.path}`;
      const row = rows.find(
        (line) => line.split('|')[2]?.trim().replace(/`/g, '').split('?')[0] === path.split('?')[0],
      );
      expect(row, path).toBeDefined();
      expect(row!.split('|')[3]?.trim(), path).toBe(call.auth);
    }
  });

  it('is sign-in for exactly the portal calls docs/api.md marks 🔒, and for every user-centre call', async () => {
    const text = await docs;
    for (const call of Object.values(portalCalls)) {
      const locked = text.includes(`| ${call.path} 🔒`);
      expect(call.auth, call.path).toBe(locked ? 'required' : 'none');
    }
    for (const call of Object.values(userCentreCalls)) expect(call.auth, call.path).toBe('required');
  });

  it('posts every call', () => {
    const calls = [
      ...Object.values(specCalls),
      ...Object.values(portalCalls),
      ...Object.values(userCentreCalls),
    ];
    for (const call of calls) expect(call.method).toBe('POST');
  });
});
