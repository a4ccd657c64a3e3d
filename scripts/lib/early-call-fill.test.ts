import { describe, expect, it } from 'vitest';
import { earlyCallScript } from '../../lib/api/early-call-script';
import { withEarlyCallScript } from './early-call-fill';
import { inlineScripts, sha256Source, withScriptPolicy } from './script-policy';

const page = (body: string) => `<html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;
const plans = '<script id="portal-early-calls" type="application/json">{"calls":[]}</script>';

describe('the early-call script', () => {
  it('is written once into its slot, and the script policy allows it by hash', () => {
    const built = page(
      `${plans}<script type="module" async="" data-early-call-script=""></script><script>self.__next_f.push([1,""])</script>`,
    );

    const finished = withScriptPolicy(withEarlyCallScript(built));

    expect(finished.split(earlyCallScript)).toHaveLength(2);
    // Still an async module: a classic inline script would wait for the style sheet.
    expect(finished).toContain(
      `<script type="module" async="" data-early-call-script="">${earlyCallScript}</script>`,
    );
    expect(inlineScripts(finished)).toContain(earlyCallScript);
    expect(finished).toContain(sha256Source(earlyCallScript));
  });

  it('leaves a page without the slot as it was, and a finished page the same when run again', () => {
    const plain = page('<script>a()</script>');
    expect(withEarlyCallScript(plain)).toBe(plain);

    const once = withEarlyCallScript(
      page(`${plans}<script type="module" async="" data-early-call-script=""></script>`),
    );
    expect(withEarlyCallScript(once)).toBe(once);
  });
});
