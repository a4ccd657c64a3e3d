import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import { SiteProvider } from '@/components/site/site-provider';
import { AuthRuntime } from '@/components/auth/auth-runtime';
import { FieldReports } from '@/components/site/field-reports';
import { LazyForbiddenCharacterGuard } from '@/components/input/lazy-forbidden-character-guard';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { clientMessages } from '@/lib/site/build-time/client-messages';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  return {
    // Pages name their kind first: "项目公告 - {Title}"; the tenant's home keeps the bare Title.
    title: { default: site.Title, template: `%s - ${site.Title}` },
    description: site.Welcome,
    icons: { icon: `${site.StaticApi}/images/favicons/${site.Favicon}` },
  };
}

/**
 * Providers every page of a tenant needs: its configuration, the client-side messages, the sign-in
 * runtime (which holds the one toast outlet) and the page-wide input rules of SPEC §5.
 */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteFromParams(params);
  const messages = await getMessages();
  const inputRules = await getTranslations('inputRules');
  return (
    <MessagesProvider messages={clientMessages(messages)}>
      <SiteProvider site={site}>
        <div data-theme={site.theme} data-site={site.VirtualDirectory} className="min-h-screen">
          {children}
          <AuthRuntime />
          <FieldReports />
        </div>
        <LazyForbiddenCharacterGuard message={inputRules('forbiddenCharacter')} />
      </SiteProvider>
    </MessagesProvider>
  );
}
