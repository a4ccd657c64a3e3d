'use client';

import { useState } from 'react';
import { SafeHtml } from './safe-html';

type Tab = { TabId: string; Title: string; Html: string };

/** The tab bar of a detail; each tab body is centre HTML, sanitised. */
export function TabBar({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(tabs[0]?.TabId ?? '');
  const current = tabs.find((tab) => tab.TabId === active) ?? tabs[0];
  if (!current) return null;
  return (
    <section className="rounded bg-white" data-testid="tab-bar">
      <div role="tablist" className="flex flex-wrap border-b border-line">
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
        className="p-6"
        data-testid="tab-panel"
      >
        <SafeHtml html={current.Html} />
      </div>
    </section>
  );
}
