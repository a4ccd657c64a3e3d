import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { sitePath } from '@/lib/site/paths';

/** Solid-waste footer: about, news and policy links (footer content pages) and contact details. */
export async function SolidWasteFooterBody({ site }: { site: SiteConfig }) {
  const t = await getTranslations('footer');
  const page = (id: number) => sitePath(site.VirtualDirectory, `solidwasteweb/ylHead/?id=${id}`);
  const groups = [
    { title: t('about'), ids: [1, 2, 3] },
    { title: t('newsLinks'), ids: [5, 6, 7] },
    { title: t('policyLinks'), ids: [10, 11, 12, 13] },
    { title: t('serviceGroup'), ids: [15, 16, 17, 18, 19] },
  ];
  return (
    <div className="grid grid-cols-4 gap-8" data-testid="footer-solidwaste">
      {groups.map((group) => (
        <nav key={group.title} aria-label={group.title}>
          <h2 className="mb-3 text-base text-white">{group.title}</h2>
          <ul className="space-y-1">
            {group.ids.map((id) => (
              <li key={id}>
                <a href={page(id)} className="hover:text-white" data-footer-page={id}>
                  {t(`solidwastePages.${id}` as 'solidwastePages.1')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
