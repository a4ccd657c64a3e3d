// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installForbiddenCharacterGuard, SCAN_INTERVAL_MS } from './forbidden-guard';

let uninstall: () => void;
let violations: Element[];

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <form role="search"><input id="header-search" type="text"></form>
    <input id="keyword" type="search">
    <form><input id="name" type="text"><input id="email" type="email"><textarea id="message"></textarea></form>`;
  violations = [];
  uninstall = installForbiddenCharacterGuard(document, (field) => violations.push(field));
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

const field = <T extends HTMLInputElement | HTMLTextAreaElement>(id: string) =>
  document.getElementById(id) as T;

/** What a browser does when a person types or pastes: the text lands, the caret after it, then input. */
function type(
  target: HTMLInputElement | HTMLTextAreaElement,
  text: string,
  options: { composing?: boolean } = {},
) {
  target.focus();
  const at = target.selectionStart ?? target.value.length;
  target.value = target.value.slice(0, at) + text + target.value.slice(target.selectionEnd ?? at);
  if (target.selectionStart !== null) target.setSelectionRange(at + text.length, at + text.length);
  target.dispatchEvent(
    new InputEvent('input', { bubbles: true, data: text, isComposing: !!options.composing }),
  );
}

describe('typing a forbidden character', () => {
  it("keeps the header search box's words without a pasted quote, and reports it", () => {
    const box = field('header-search');
    type(box, '郑州"');
    expect(box.value).toBe('郑州');
    expect(box.selectionStart).toBe(2);
    type(box, '+房屋');
    expect(box.value).toBe('郑州房屋');
    expect(violations).toEqual([box, box]);
  });

  it("keeps a type=search box's words too", () => {
    const box = field('keyword');
    type(box, '房产{测试}');
    expect(box.value).toBe('房产测试');
  });

  it('keeps a 50-character message that ends in + without the +', () => {
    const message = field<HTMLTextAreaElement>('message');
    const text = '求租临街门面'.repeat(8) + '两间';
    type(message, text);
    type(message, '+');
    expect(message.value).toBe(text);
    expect(message.selectionStart).toBe(50);
    expect(violations).toEqual([message]);
  });

  it('keeps a name typed after < and the caret where the person was typing', () => {
    const name = field('name');
    type(name, '<');
    expect(name.value).toBe('');
    type(name, '张三');
    name.setSelectionRange(1, 1);
    type(name, '"');
    expect(name.value).toBe('张三');
    expect([name.selectionStart, name.selectionEnd]).toEqual([1, 1]);
    type(name, '丰');
    expect(name.value).toBe('张丰三');
    expect(violations).toHaveLength(2);
  });

  it('removes from a field without a selection (email) too', () => {
    const email = field('email');
    type(email, 'a<b@example.com');
    expect(email.value).toBe('ab@example.com');
  });

  it('announces the new text with an input event, so a controlled component updates its state', () => {
    const name = field('name');
    const seen: string[] = [];
    name.addEventListener('input', () => seen.push(name.value));
    type(name, '李{四}');
    expect(seen.at(-1)).toBe('李四');
  });

  it('leaves allowed text alone', () => {
    const name = field('name');
    type(name, "O'Brien (东区) 100%");
    expect(name.value).toBe("O'Brien (东区) 100%");
    expect(violations).toEqual([]);
  });
});

describe('an IME composition is not broken', () => {
  it('nothing is changed while composing, and the text is checked when the composition ends', () => {
    const message = field<HTMLTextAreaElement>('message');
    message.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    type(message, 'qiu', { composing: true });
    type(message, '+', { composing: true });
    expect(message.value).toBe('qiu+');
    // The one-second scan waits for the composition as well.
    vi.advanceTimersByTime(SCAN_INTERVAL_MS * 2);
    expect(message.value).toBe('qiu+');
    expect(violations).toEqual([]);

    message.value = '求+';
    message.setSelectionRange(2, 2);
    message.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '求+' }));
    expect(message.value).toBe('求');
    expect(message.selectionStart).toBe(1);
    expect(violations).toEqual([message]);
  });

  it('a composed Chinese text without forbidden characters is kept as it is', () => {
    const message = field<HTMLTextAreaElement>('message');
    message.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    type(message, '求租', { composing: true });
    message.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '求租' }));
    type(message, '门面');
    expect(message.value).toBe('求租门面');
    expect(violations).toEqual([]);
  });
});

describe('values set without typing (SPEC §5 one-second scan)', () => {
  it('strips a search box and a form field alike on the next tick', () => {
    field('keyword').value = '房产{测试}';
    field('name').value = '王<五>';
    vi.advanceTimersByTime(SCAN_INTERVAL_MS);
    expect(field('keyword').value).toBe('房产测试');
    expect(field('name').value).toBe('王五');
    expect(violations).toHaveLength(2);
  });

  it('a field filled before the rule installed is cleaned as it installs', () => {
    uninstall();
    field('name').value = '李<四>';
    uninstall = installForbiddenCharacterGuard(document, (field) => violations.push(field));
    expect(field('name').value).toBe('李四');
    expect(violations).toHaveLength(1);
  });
});
