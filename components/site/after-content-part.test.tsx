// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS_ELEMENT } from '@/lib/api/early-call-script';

// The gate is one per page load: each test loads the modules afresh, as a new page would.
async function freshModules() {
  vi.resetModules();
  return import('./after-content-part');
}

function QuickPanel() {
  return <p>quick panel</p>;
}
function Sheet() {
  return <p>sheet</p>;
}

describe('a part that comes after the content', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    document.body.innerHTML = `<script id="${EARLY_CALLS_ELEMENT}" type="application/json">{}</script><div></div>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks for its code only once the wait is over, then shows', async () => {
    const { afterContentPart } = await freshModules();
    const load = vi.fn(async () => QuickPanel);
    const Part = afterContentPart(load);
    const root = createRoot(document.querySelector('div')!);
    await act(async () => root.render(<Part />));
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('quick panel');

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('quick panel');
    await act(async () => root.unmount());
  });

  it('shows its placeholder while it waits', async () => {
    const { afterContentPart } = await freshModules();
    const Part = afterContentPart(
      async () => Sheet,
      () => <p>room kept</p>,
    );
    const root = createRoot(document.querySelector('div')!);
    await act(async () => root.render(<Part />));
    expect(document.body.textContent).toContain('room kept');
    await act(async () => root.unmount());
  });
});
