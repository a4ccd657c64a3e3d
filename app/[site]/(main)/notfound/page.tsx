import { getTranslations } from 'next-intl/server';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { href } from '@/lib/site/navigation/paths';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { NotFoundFallback } from '@/components/site/not-found-fallback';
import { NotFoundLogin } from '@/components/auth/not-found-login';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('notFound'));

/** Served (with status 404) for any unknown path under a tenant, inside the tenant's layout. */
export default async function NotFoundPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await siteFromParams(params);
  const t = await getTranslations('notFound');
  const shell = await getTranslations('shell');
  return (
    <NotFoundFallback login={<NotFoundLogin message={shell('login')} />}>
      <section className="flex flex-col items-center bg-white py-24 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('description')}</p>
        <a
          href={href(site.VirtualDirectory, 'root')}
          className="mt-6 rounded bg-primary px-6 py-2 text-white hover:bg-primary-hover"
        >
          {t('backHome')}
        </a>
      </section>
    </NotFoundFallback>
  );
}
