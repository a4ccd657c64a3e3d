'use client';

import { readFailureText } from '@/lib/site/failure/failure-text';

// Read at start-up, from the page's own <html>: when this page renders, the tenant's frame (and
// its messages) has failed, and its <html> is about to become this one.
const failureText = typeof document === 'undefined' ? null : readFailureText(document.documentElement);

/**
 * The last resort, in place of the framework's English page, when a page fails above the tenant's
 * own error boundary (`PageErrorBoundary`): the tenant's frame, its providers, a start-up chunk.
 * Plain markup with a few inline styles, since the style sheet may be what failed; a reload asks
 * for the code again. Its code is in every page's start-up set: kept to the words and the button.
 */
export default function GlobalError() {
  const text = failureText ?? readFailureText(null);
  return (
    <html lang="zh-CN">
      <body style={{ padding: '6rem 1rem', textAlign: 'center', fontFamily: 'sans-serif' }}>
        <main role="alert" data-testid="global-error">
          <h1>{text.title}</h1>
          <p>{text.text}</p>
          <button type="button" onClick={() => location.reload()} style={{ padding: '.5rem 1.5rem' }}>
            {text.reload}
          </button>
        </main>
      </body>
    </html>
  );
}
