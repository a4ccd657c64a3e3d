import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_DATABASE } from './compare-database';

const stored = vi.hoisted(() => ({ read: vi.fn<(tenant: string) => Promise<Array<{ id: string }>>>() }));
vi.mock('./compare-set', () => ({ compareSet: stored }));

/** A read of the stored set that answers when the test says. */
function pendingRead(ids: string[]) {
  let answer = () => {};
  stored.read.mockReturnValueOnce(
    new Promise((resolve) => {
      answer = () => resolve(ids.map((id) => ({ id })));
    }),
  );
  return () => answer();
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('indexedDB', { databases: async () => [{ name: COMPARE_DATABASE }] });
});
afterEach(() => vi.unstubAllGlobals());

describe('the compare ids a page shows', () => {
  it('come from the stored set when the page has changed nothing', async () => {
    const answer = pendingRead(['a', 'b']);
    const { compareIdsNow, subscribeCompareIds } = await import('./compare-ids');
    subscribeCompareIds('client', () => {});
    expect(compareIdsNow()).toBeNull();
    answer();
    await settled();
    expect(compareIdsNow()).toEqual(['a', 'b']);
  });

  it('keep a press made while the stored set was still being read: the older read does not undo it', async () => {
    const answer = pendingRead(['a', 'b', 'c']);
    const { compareIdsNow, setCompareIds, subscribeCompareIds } = await import('./compare-ids');
    subscribeCompareIds('client', () => {});
    setCompareIds(['a', 'b', 'c', 'd']);
    answer();
    await settled();
    expect(compareIdsNow()).toEqual(['a', 'b', 'c', 'd']);
  });
});
