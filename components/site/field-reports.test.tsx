// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@/sites/schema';

const started = vi.fn();
vi.mock('@/lib/telemetry/runtime', () => ({ startFieldReports: started }));

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  started.mockClear();
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Mounts the component as the tenant layout does, once per page view, and lets its effect run. */
async function pageView(options: {
  collector: string;
  rate?: number | null;
  doNotTrack?: string;
  gpc?: boolean;
}) {
  vi.stubEnv('PORTAL_TELEMETRY_URL', options.collector);
  vi.stubGlobal('navigator', {
    ...navigator,
    doNotTrack: options.doNotTrack ?? null,
    globalPrivacyControl: options.gpc ?? false,
  });
  // Fresh modules per view (the decision is once per page view), the context's among them.
  const { FieldReports } = await import('./field-reports');
  const { SiteContext } = await import('@/lib/site/site-context');
  const site = { VirtualDirectory: 'client', fieldSampleRate: options.rate ?? null } as SiteConfig;
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <SiteContext value={site}>
        <FieldReports />
      </SiteContext>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  await act(async () => root.unmount());
}

describe('FieldReports', () => {
  it('starts the reports of a sampled page view when the build names a collector', async () => {
    await pageView({ collector: '/otlp' });
    expect(started).toHaveBeenCalledWith('client');
  });

  it('loads nothing in a build without a collector (production by default)', async () => {
    await pageView({ collector: '' });
    expect(started).not.toHaveBeenCalled();
  });

  it('loads nothing under Do Not Track or Global Privacy Control', async () => {
    await pageView({ collector: '/otlp', doNotTrack: '1' });
    vi.resetModules();
    await pageView({ collector: '/otlp', gpc: true });
    expect(started).not.toHaveBeenCalled();
  });

  it('loads nothing for a page view outside the sample', async () => {
    await pageView({ collector: '/otlp', rate: 0 });
    expect(started).not.toHaveBeenCalled();
  });
});
