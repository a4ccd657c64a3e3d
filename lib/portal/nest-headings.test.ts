import { describe, expect, it } from 'vitest';
import { nestHeadings } from './nest-headings';

describe('centre headings under the page heading', () => {
  it('lifts an h3 that follows the page h1 to h2, keeping deeper levels below it', () => {
    expect(nestHeadings('<h3 id="a">公告</h3><p>x</p><h4>标的</h4>', 2)).toBe(
      '<h2 id="a">公告</h2><p>x</p><h3>标的</h3>',
    );
  });

  it('moves a centre h1 below the page h1 and caps the deepest at h6', () => {
    expect(nestHeadings('<h1>标题</h1><h6>注</h6>', 2)).toBe('<h2>标题</h2><h6>注</h6>');
  });

  it('leaves markup without headings, or already nested, as it is', () => {
    expect(nestHeadings('<p>h3 &lt;h3&gt; <header>页眉</header></p>', 2)).toBe(
      '<p>h3 &lt;h3&gt; <header>页眉</header></p>',
    );
    expect(nestHeadings('<h2>a</h2><h3>b</h3>', 2)).toBe('<h2>a</h2><h3>b</h3>');
  });
});
