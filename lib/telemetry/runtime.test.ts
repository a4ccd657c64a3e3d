import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
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
});
