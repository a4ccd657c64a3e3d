import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { href } from '@/lib/site/navigation/paths';
import { FooterContact } from './footer-contact';

/** Solid-waste footer: about, news and policy links (footer content pages) and contact details from the customer-service dictionary. */
export async function SolidWasteFooterBody({ site }: { site: SiteConfig }) {
  const t = await getTranslations('footer');
  const page = (id: number) =>
    href({ VirtualDirectory: site.VirtualDirectory, portalApp: 'solidwasteweb' }, 'ylHead', { id });
  const groups = [
    { title: t('about'), ids: [1, 2, 3] },
    { title: t('newsLinks'), ids: [5, 6, 7] },
    { title: t('policyLinks'), ids: [10, 11, 12, 13] },
    { title: t('serviceGroup'), ids: [15, 16, 17, 18, 19] },
  ];
  return (
    <div className="space-y-6" data-testid="footer-solidwaste">
      <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
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
      <section aria-label={t('contact')} className="border-t border-white/10 pt-4">
        <h2 className="mb-3 text-base text-white">{t('contact')}</h2>
        <FooterContact />
      </section>
    </div>
  );
}
