// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/zh-CN.json';
import { failureTextAttributes } from '@/lib/site/failure/failure-text';

afterEach(() => {
  vi.resetModules();
  for (const name of Object.values(failureTextAttributes)) document.documentElement.removeAttribute(name);
});

/** The root error page as it renders after the page it replaces carried its words on <html>. */
async function showGlobalError() {
  document.documentElement.setAttribute(failureTextAttributes.title, messages.ui.pageFailed);
  document.documentElement.setAttribute(failureTextAttributes.text, messages.ui.pageFailedText);
  document.documentElement.setAttribute(failureTextAttributes.reload, messages.ui.reload);
  const { default: GlobalError } = await import('./global-error');
  // React replaces <html>'s attributes when the error page renders: the words must already be read.
  for (const name of Object.values(failureTextAttributes)) document.documentElement.removeAttribute(name);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<GlobalError />);
  return host;
}

describe('the root error page', () => {
  it('says in Chinese what happened and offers a reload', async () => {
    const host = await showGlobalError();
    expect(host.querySelector('[role="alert"] h1')?.textContent).toBe('页面没能完整加载');
    expect(host.textContent).toContain(messages.ui.pageFailedText);
    expect(host.querySelector('button')?.textContent).toBe('重新加载');
  });
});
