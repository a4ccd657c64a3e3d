import { describe, expect, it } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { formatMessage, messageAt } from './format-message';

describe('client message formatting', () => {
  it('finds text by dotted path and nothing for a namespace or a missing key', () => {
    const tree = { portal: { marks: { title: '标记' } } };
    expect(messageAt(tree, 'portal.marks.title')).toBe('标记');
    expect(messageAt(tree, 'portal.marks')).toBeUndefined();
    expect(messageAt(tree, 'portal.nothing.here')).toBeUndefined();
  });

  it('fills plain placeholders, numbers as written, and leaves unknown ones', () => {
    expect(formatMessage('共{total}条，第{page}页', { total: 12345, page: 2 })).toBe('共12345条，第2页');
    expect(formatMessage('您将切换为{name}身份', {})).toBe('您将切换为{name}身份');
  });

  it('the catalogue uses nothing beyond plain placeholders (no ICU plural, select or quoting)', () => {
    const texts: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node === 'string') texts.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(messages);
    for (const text of texts) {
      expect(text, text).not.toMatch(/\{[^}]*,|'|\{\s*\w*\s*\{/);
    }
  });
});
