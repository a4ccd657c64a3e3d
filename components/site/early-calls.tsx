import { EARLY_CALLS_ELEMENT, EARLY_CALL_SCRIPT_SLOT } from '@/lib/api/early-call-script';
import { earlyCallPage, type EarlyCallPlan } from '@/lib/api/early-calls';
import type { ApiSite } from '@/lib/api/transport';

/**
 * Sends a page's first API calls from its HTML, before its scripts load: the plans as JSON, then
 * the slot of the one inline script that reads them, which the build fills in every exported page
 * (scripts/lib/early-call-fill.ts), so the script's text is not in the hydration data too. Render
 * it outside any Suspense boundary that waits for the address, or it is not in the exported page.
 */
export function EarlyCalls({ site, plans }: { site: ApiSite; plans: EarlyCallPlan[] }) {
  if (plans.length === 0) return null;
  // `<` escaped, so no text in a plan can close the element.
  const json = JSON.stringify(earlyCallPage(site, plans)).replace(/</g, '\\u003c');
  return (
    <>
      <script id={EARLY_CALLS_ELEMENT} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
      {/* Empty inner HTML rather than none: React then leaves the text the build writes unhydrated,
          where a script without children would meet a text node it does not expect. An inline
          module with `async` runs as soon as it is read, where a classic script would wait for
          the style sheet: on the slow phone the call then went out ~450 ms after the HTML came. */}
      <script
        type="module"
        async
        {...{ [EARLY_CALL_SCRIPT_SLOT]: '' }}
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </>
  );
}
