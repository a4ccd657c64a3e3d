import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { TokenError } from '@/lib/auth/token';
import { IdTokenError } from '@/lib/auth/id-token';
import { eventRecord } from './runtime';
import { logRecord } from './report';
import { logRecordSchema } from '@/lib/contract/field-report';

describe('eventRecord', () => {
  it('reports an answer read leniently by call, field and what was left out, a record the collector takes', () => {
    const [name, values] = eventRecord({
      name: 'answer_lenient',
      detail: ['queryAnncList', 'State', 'value'],
      time: 1,
    });
    expect([name, values]).toEqual([
      'answer_lenient',
      { 'call.name': 'queryAnncList', 'answer.field': 'State', 'answer.left_out': 'value' },
    ]);
    const record = logRecord(name, values, { pageKind: 'list', viewport: 'phone' }, 1);
    expect(logRecordSchema.safeParse(record).success).toBe(true);
  });

  it('reports a failed call by name, outcome, status and duration, and nothing of its text', () => {
    const error = new ApiError('serverStatus', null, { status: 502 });
    expect(eventRecord({ name: 'call_failed', detail: ['QueryAnncList', error, 812], time: 1 })).toEqual([
      'call_failed',
      {
        'call.name': 'QueryAnncList',
        'call.outcome': 'serverStatus',
        'call.http_status': 502,
        'call.error_code': undefined,
        'call.duration_ms': 812,
      },
    ]);
    const refused = new ApiError('serverMessage', '手机号13812345678已被占用', {}, 1);
    const [, values] = eventRecord({ name: 'call_failed', detail: ['BindPhone', refused, 40], time: 1 });
    expect(values).toMatchObject({ 'call.outcome': 'serverMessage', 'call.error_code': 1 });
    expect(JSON.stringify(values)).not.toContain('138');
  });

  it('scrubs an error and names its top frame; a chunk that did not arrive is a failed chunk', () => {
    const thrown = new Error('no lot 20240131001 at https://x.cn/a/?word=秘密');
    thrown.stack = `Error\n    at f (https://x.cn/_next/static/chunks/ab12.js:1:99)`;
    expect(eventRecord({ name: 'error', detail: thrown, time: 1 })).toEqual([
      'error',
      { 'error.message': 'no lot # at https://x.cn/a/', 'error.frame': 'chunks/ab12.js:1:99' },
    ]);
    expect(eventRecord({ name: 'error', detail: 'a rejection with a string', time: 1 })[1]).toMatchObject({
      'error.message': 'a rejection with a string',
    });
    const chunk = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    expect(eventRecord({ name: 'error', detail: chunk, time: 1 })).toEqual(['chunk_failed', {}]);
  });

  it('reports a failed sign-in by step, kind of failure and status, a record the collector takes', () => {
    const record = (step: 'codeExchange' | 'userInfo' | 'refresh', error: unknown) =>
      eventRecord({ name: 'sign_in_failed', detail: [step, error], time: 1 });
    expect(record('codeExchange', new TokenError(503, null))).toEqual([
      'sign_in_failed',
      { 'call.name': 'codeExchange', 'call.outcome': 'serverStatus', 'call.http_status': 503 },
    ]);
    expect(record('refresh', new TokenError(400, 'invalid_grant'))[1]).toMatchObject({
      'call.outcome': 'invalid_grant',
      'call.http_status': 400,
    });
    expect(record('codeExchange', new TokenError(0, null))[1]).toEqual({
      'call.name': 'codeExchange',
      'call.outcome': 'network',
      'call.http_status': undefined,
    });
    expect(record('codeExchange', new TokenError(200, 'invalid_response'))[1]).toMatchObject({
      'call.outcome': 'invalidAnswer',
    });
    expect(record('codeExchange', new IdTokenError('metadata', 'key set unreadable'))[1]).toEqual({
      'call.name': 'codeExchange',
      'call.outcome': 'providerUnreadable',
    });
    expect(record('refresh', new IdTokenError('refused', 'subject differs'))[1]).toMatchObject({
      'call.outcome': 'idTokenRefused',
    });
    expect(record('userInfo', new ApiError('serverStatus', null, { status: 500 }))[1]).toMatchObject({
      'call.name': 'userInfo',
      'call.outcome': 'serverStatus',
      'call.http_status': 500,
    });
    const [name, values] = record('codeExchange', new TokenError(502, null));
    const wire = logRecord(name, values, { pageKind: 'GetCode', viewport: 'desktop' }, 1);
    expect(logRecordSchema.safeParse(wire).success).toBe(true);
  });

  it('never reports what the provider or the API wrote: a code, a token, an account', () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJidXllciJ9.c2lnbmF0dXJl';
    const leaks = [
      new TokenError(400, `code 7f3a9c2b1e expired for buyer ${token}`),
      Object.assign(new ApiError('serverMessage', '账号 buyer 13812345678 已停用', {}, 1), {
        key: `serverMessage ${token}`,
      }),
      { name: 'TokenError', status: 'buyer', error: token },
      new Error(`refresh_token=${token}`),
    ];
    for (const error of leaks) {
      const [, values] = eventRecord({ name: 'sign_in_failed', detail: ['refresh', error], time: 1 });
      const written = JSON.stringify(values);
      for (const secret of ['7f3a9c2b1e', 'buyer', '138', 'eyJ', 'refresh_token', '账号']) {
        expect(written, `${String(error)} leaks ${secret}`).not.toContain(secret);
      }
    }
    expect(eventRecord({ name: 'sign_in_failed', detail: ['refresh', leaks[0]], time: 1 })[1]).toMatchObject({
      'call.outcome': 'oauthError',
      'call.http_status': 400,
    });
  });
});
