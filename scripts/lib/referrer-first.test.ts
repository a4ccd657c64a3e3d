import { describe, expect, it } from 'vitest';
import { withReferrerPolicyFirst } from './referrer-first';

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe('the referrer policy before the first request of a page', () => {
  it('moves the referrer meta to just after the charset, ahead of preloads and scripts', () => {
    const html = page(
      '<meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg"/><script src="/b.js" async=""></script><meta name="referrer" content="no-referrer"/>',
    );
    expect(withReferrerPolicyFirst(html)).toBe(
      page(
        '<meta charSet="utf-8"/><meta name="referrer" content="no-referrer"/><link rel="preload" as="image" href="/a.svg"/><script src="/b.js" async=""></script>',
      ),
    );
  });

  it('leaves a page without a referrer policy alone, and is idempotent', () => {
    const plain = page('<meta charSet="utf-8"/><script src="/b.js"></script>');
    expect(withReferrerPolicyFirst(plain)).toBe(plain);
    const once = withReferrerPolicyFirst(
      page(
        '<meta charSet="utf-8"/><script src="/b.js"></script><meta name="referrer" content="no-referrer"/>',
      ),
    );
    expect(withReferrerPolicyFirst(once)).toBe(once);
  });
});
