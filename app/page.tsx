import { getTranslations } from 'next-intl/server';
import { PROVINCE_CLIENT, releaseSites } from '@/sites';
import { provinceClientHosts, tenantHosts } from '@/sites/hosts';

/**
 * `out/index.html`: a bare origin goes to its tenant, keeping query and legacy hash. Dev, test and
 * preview hosts open the province client. An inline script, so no framework code loads first.
 */
export default async function RootRedirect() {
  const t = await getTranslations('rootRedirect');
  const released = new Set(releaseSites.map((site) => site.VirtualDirectory));
  const fallback = released.has(PROVINCE_CLIENT)
    ? PROVINCE_CLIENT
    : (releaseSites[0]?.VirtualDirectory ?? PROVINCE_CLIENT);
  const hostMap = Object.fromEntries([
    ...provinceClientHosts.map((host) => [host, fallback]),
    ...Object.entries(tenantHosts).filter(([, tenant]) => released.has(tenant)),
  ]);
  const script = `(function(m,f){var t=m[location.hostname]||f;location.replace('/'+t+'/'+location.search+location.hash);})(${JSON.stringify(hostMap)},${JSON.stringify(fallback)});`;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4">
      <p role="status">{t('redirecting')}</p>
      <a className="text-primary underline" href={`/${fallback}/`}>
        {t('manualLink')}
      </a>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </main>
  );
}
