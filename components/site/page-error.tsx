'use client';

import { Component, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { noteFieldEvent } from '@/lib/telemetry/field-events';

/**
 * What a visitor sees when part of a page failed to render, most often a chunk of its code that
 * did not arrive (a dropped connection, a release that replaced it), in place of the framework's
 * English error page: what happened in Chinese, and a way on. A reload asks for the code again;
 * retrying in place would not, since the failed load is remembered.
 */
function PageError() {
  const t = useTranslations('ui');
  const site = useSite();
  return (
    <section
      className="flex flex-col items-center bg-white px-4 py-24 text-center"
      role="alert"
      data-testid="page-error"
    >
      <h1 className="text-2xl">{t('pageFailed')}</h1>
      <p className="mt-2 max-w-prose text-muted">{t('pageFailedText')}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded bg-primary px-6 py-2 text-white hover:bg-primary-hover"
        >
          {t('reload')}
        </button>
        <a
          href={href(site.VirtualDirectory, 'root')}
          className="rounded border border-line px-6 py-2 hover:text-primary"
        >
          {t('backHome')}
        </a>
      </div>
    </section>
  );
}

/**
 * Around every page of a tenant (`SiteProvider`): a part that fails to render shows `PageError`
 * instead of the framework's page. One small class in a module every page has already: a Next
 * `error.tsx` is a chunk of its own per segment, 0.6 KiB more before every page hydrates.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Caught here, the error never reaches the window's handlers: the field reports hear of it here.
  override componentDidCatch(error: unknown) {
    noteFieldEvent({ name: 'error', detail: error });
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
