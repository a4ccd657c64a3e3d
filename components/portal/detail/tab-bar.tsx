'use client';

import { useState } from 'react';
import { SafeHtml } from '@/components/portal/content/safe-html';
import { usePrintCopies } from '@/components/portal/share/print-copies';

type Tab = { TabId: string; Title: string; Html: string };

/**
 * The tab bar of a detail; each tab body is centre HTML, sanitised. On paper every tab is printed
 * under its title (竞买须知 with its fee table, 联系方式, ...), not only the open one.
 */
export function TabBar({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(tabs[0]?.TabId ?? '');
  const printing = usePrintCopies();
  const current = tabs.find((tab) => tab.TabId === active) ?? tabs[0];
  if (!current) return null;
  return (
    <section className="rounded bg-white" data-testid="tab-bar">
      <div role="tablist" className="flex flex-wrap border-b border-line print:hidden">
        {tabs.map((tab) => (
          <button
            key={tab.TabId}
            type="button"
            role="tab"
            id={`tab-${tab.TabId}`}
            aria-selected={tab.TabId === current.TabId}
            aria-controls="tab-panel"
            onClick={() => setActive(tab.TabId)}
            className={`whitespace-nowrap px-6 py-3 max-md:px-4 ${tab.TabId === current.TabId ? 'border-b-2 border-primary text-primary' : 'hover:text-primary'}`}
          >
            {tab.Title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="tab-panel"
        aria-labelledby={`tab-${current.TabId}`}
        className={`p-6 ${printing ? 'print:hidden' : ''}`}
        data-testid="tab-panel"
      >
        <SafeHtml html={current.Html} />
      </div>
      {printing ? (
        <div className="hidden print:block" data-testid="print-tabs">
          {tabs.map((tab) => (
            <section key={tab.TabId} className="p-6">
              <h2 className="mb-3 text-base font-medium">{tab.Title}</h2>
              <SafeHtml html={tab.Html} headingLevel={3} />
            </section>
          ))}
        </div>
      ) : null}
    </section>
  );
}
