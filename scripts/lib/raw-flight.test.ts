// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RAW_FLIGHT_PUSH, RAW_FLIGHT_TYPE, withRawFlight } from './raw-flight';
import { inlineScripts } from './script-policy';
import { flightBytes } from './export-bytes';

/** A flight data script as Next writes it: JSON.stringify, then <, >, & and U+2028/9 as \u escapes. */
const nextPush = (text: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}])</script>`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><p>项目公告</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${body}</body></html>`;

/** What Next would receive: every [1, text] pushed while the page is parsed, in order. */
function pushedTexts(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pushed: string[] = [];
  for (const script of doc.querySelectorAll('script')) {
    if (script.type === RAW_FLIGHT_TYPE) continue;
    if (script.textContent === RAW_FLIGHT_PUSH)
      pushed.push((script.previousElementSibling as HTMLScriptElement).textContent ?? '');
    else {
      const literal = script.textContent?.match(/^self\.__next_f\.push\(\[1,([\s\S]*)\]\)$/)?.[1];
      if (literal) pushed.push(JSON.parse(literal) as string);
    }
  }
  return pushed;
}

const flight =
  '0:{"P":null,"b":"x"}\n7:["$","$L29",null,{"messages":{"api":{"errors":{"wrong":"用户名或密码错误 \\"引号\\""}}},"children":"<b>&amp; \u2028"}]\n';

describe('flight data as a data block', () => {
  it('hands Next the same text, without escaping every quote', () => {
    const before = page(nextPush(flight));
    const after = withRawFlight(before);
    expect(after).toContain(`<script type="${RAW_FLIGHT_TYPE}">`);
    expect(pushedTexts(after)).toEqual([flight]);
    expect(pushedTexts(before)).toEqual([flight]);
    // A page's flight data is 20–30 KB: there the quotes' escapes far outweigh the one push script.
    const large = flight.repeat(40);
    expect(Buffer.byteLength(withRawFlight(page(nextPush(large))))).toBeLessThan(
      Buffer.byteLength(page(nextPush(large))) * 0.9,
    );
    expect(withRawFlight(after)).toBe(after);
  });

  it('leaves a script whose text a data block would change as Next wrote it', () => {
    for (const text of ['a</script>b', 'a<!--b', 'a\r\nb', 'a\u0000b', 'a\ud800b']) {
      const html = page(nextPush(text));
      expect(withRawFlight(html)).toBe(html);
    }
  });

  it('puts the pushing script, never the data, into the script policy, and counts both as flight data', () => {
    const html = withRawFlight(page(nextPush(flight)));
    expect(inlineScripts(html)).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', RAW_FLIGHT_PUSH]);
    const block = html.match(/<script type="text\/x-flight">[\s\S]*?<\/script><script>[^<]*<\/script>/)![0];
    expect(flightBytes(html)).toBe(Buffer.byteLength(block));
  });
});
