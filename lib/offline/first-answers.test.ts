import { afterEach, describe, expect, it, vi } from 'vitest';
import { readHeldAnswers } from './held-answers';

const url = 'https://portal.example.cn/baseapi/api/AnncApi/QueryAnncList';
const answer = () =>
  new Response('{"ErrorCode":0,"Data":{"Total":0,"Items":[]}}', {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** A fresh copy of the module with the browser as given: a worker in control, or none yet. */
async function firstPage(controller: object | null) {
  vi.resetModules();
  vi.stubGlobal('navigator', { serviceWorker: { controller } });
  return import('./first-answers');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the answers a first page holds for its worker', () => {
  it('holds the reads of a page no worker controls, with what keys them, once', async () => {
    const { holdAnswer, takeHeldAnswers } = await firstPage(null);
    const response = answer();
    holdAnswer(url, { PlatformId: 'AssetsCliectApp' }, '{"Kind":"project"}', response);
    // The page still reads its own answer.
    expect(await response.json()).toMatchObject({ ErrorCode: 0 });
    const held = await takeHeldAnswers();
    expect(held).toEqual([
      {
        url,
        headers: [['PlatformId', 'AssetsCliectApp']],
        body: '{"Kind":"project"}',
        answer: '{"ErrorCode":0,"Data":{"Total":0,"Items":[]}}',
        contentType: 'application/json; charset=utf-8',
      },
    ]);
    expect(readHeldAnswers({ type: 'KEEP_ANSWERS', answers: held })).toEqual(held);
    // Taken once: the page holds nothing after its worker has them.
    holdAnswer(url, {}, '{}', answer());
    expect(await takeHeldAnswers()).toEqual([]);
  });

  it('holds nothing a worker already sees, nothing with a token, nothing but a whole 200', async () => {
    const controlled = await firstPage({});
    controlled.holdAnswer(url, {}, '{}', answer());
    expect(await controlled.takeHeldAnswers()).toEqual([]);

    const first = await firstPage(null);
    first.holdAnswer(url, { Authorization: 'Bearer abc' }, '{}', answer());
    first.holdAnswer(url, {}, '{}', new Response(null, { status: 204 }));
    expect(await first.takeHeldAnswers()).toEqual([]);
  });

  it('the worker reads only a message of that shape', () => {
    expect(readHeldAnswers({ type: 'CACHE_URLS', payload: {} })).toBeNull();
    expect(readHeldAnswers({ type: 'KEEP_ANSWERS', answers: [{ url: 'javascript:alert(1)' }] })).toBeNull();
    expect(readHeldAnswers(null)).toBeNull();
  });
});
