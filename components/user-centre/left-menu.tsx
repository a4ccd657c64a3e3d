'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { Sheet } from '@/components/ui/sheet';
import { useTranslations } from '@/components/i18n/use-translations';
import { useErrorText } from '@/components/ui/use-error-text';
import type { MenuNode } from '@/lib/contract/spec-calls';
import { identitySide } from '@/lib/session/identity-side';
import { useSignedInUser } from '@/lib/session/use-session';
import { innerPath, sitePath } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { isActiveNode, visibleMenu } from '@/lib/user-centre/menu';
import { useCall } from '@/lib/api/use-call';
import { publicCall } from '@/lib/api/call-ref';

function MenuLink({ node, inner, level }: { node: MenuNode; inner: string; level: number }) {
  const site = useSite();
  const url = node.URL ?? '';
  const active = isActiveNode(node, inner);
  const className = `block py-2 pr-3 hover:text-primary-hover ${level === 3 ? 'pl-10 text-xs' : 'pl-6'} ${
    active ? 'border-l-4 border-active bg-canvas font-semibold text-primary' : 'text-ink'
  }`;
  if (node.Target === '_blank' || /^https?:\/\//.test(url)) {
    const href = /^https?:\/\//.test(url) ? url : sitePath(site.VirtualDirectory, url);
    return (
      <a
        href={href}
        target={node.Target === '_blank' ? '_blank' : undefined}
        rel="noopener noreferrer"
        className={className}
      >
        {node.MenuName}
      </a>
    );
  }
  return (
    <a
      href={sitePath(site.VirtualDirectory, url)}
      className={className}
      aria-current={active ? 'page' : undefined}
    >
      {node.MenuName}
    </a>
  );
}

function MenuItems({ nodes, inner, level }: { nodes: MenuNode[]; inner: string; level: number }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.MenuId} data-menu-level={level}>
          {node.URL ? (
            <MenuLink node={node} inner={inner} level={level} />
          ) : (
            <span className={`block py-2 ${level === 3 ? 'pl-10' : 'pl-6'} text-muted`}>{node.MenuName}</span>
          )}
          {node.Items.length > 0 ? <MenuItems nodes={node.Items} inner={inner} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The deepest entry of the tree that is the page being shown, for the phone's menu button. */
function activeName(nodes: MenuNode[], inner: string): string | null {
  for (const node of nodes) {
    const below = activeName(node.Items, inner);
    if (below) return below;
    if (isActiveNode(node, inner)) return node.MenuName;
  }
  return null;
}

/** The menu's contents: loading, failure with 重试, empty, or the sections of the tree. */
function MenuBody({
  call,
  sections,
  inner,
}: {
  call: ReturnType<typeof useMenuTree>;
  sections: MenuNode[];
  inner: string;
}) {
  const t = useTranslations('userCentre.layout');
  const ui = useTranslations('ui');
  // The failure in Chinese, never the catalogue key the error carries.
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = call;
  return (
    <>
      {isLoading ? <p className="p-6 text-muted">{t('loading')}</p> : null}
      {error ? (
        <p className="p-6 text-muted">
          {ui('loadFailed', { message: errorText(error) })}{' '}
          <button type="button" className="text-primary" onClick={() => void mutate()}>
            {ui('retry')}
          </button>
        </p>
      ) : null}
      {data && sections.length === 0 ? <p className="p-6 text-muted">{t('menuEmpty')}</p> : null}
      {sections.map((section) => (
        <section key={section.MenuId} className="border-b border-line py-2" data-menu-level={1}>
          <h2 className="px-4 py-2 text-base font-semibold text-primary">
            {section.URL ? <MenuLink node={section} inner={inner} level={1} /> : section.MenuName}
          </h2>
          <MenuItems nodes={section.Items} inner={inner} level={2} />
        </section>
      ))}
    </>
  );
}

function useMenuTree() {
  return useCall(publicCall('getMenuTree'));
}

/**
 * The user-centre left menu of SPEC §2: the user's tree from GetMenuTree, 250 px, at least 765 px
 * high. Under 768 px the page comes first: a button naming the current page opens the same menu
 * in a drawer (the shared dialog: focus moves in, Escape and a press outside close it).
 */
export function LeftMenu() {
  const site = useSite();
  const t = useTranslations('userCentre.layout');
  const pathname = usePathname();
  const { identity } = useSignedInUser();
  const call = useMenuTree();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const inner = innerPath(pathname, site.VirtualDirectory);
  const sections = call.data ? visibleMenu(call.data, identitySide(identity)) : [];
  const current = activeName(sections, inner);

  return (
    <>
      <nav
        aria-label={t('menuLabel')}
        className="hidden w-full shrink-0 bg-white text-sm shadow-sm md:block md:min-h-[765px] md:w-[250px]"
        data-testid="user-centre-menu"
      >
        <MenuBody call={call} sections={sections} inner={inner} />
      </nav>
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 bg-white px-4 py-3 text-left text-sm shadow-sm md:hidden"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        data-testid="user-centre-menu-button"
      >
        <span className="min-w-0 truncate font-semibold text-ink">{current ?? t('menuLabel')}</span>
        <span className="shrink-0 text-primary">{t('menuOpen')}</span>
      </button>
      <Sheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        edge="left"
        title={t('menuLabel')}
        closeText={t('menuClose')}
        testId="user-centre-drawer"
        className="text-sm"
      >
        <nav aria-label={t('menuLabel')}>
          <MenuBody call={call} sections={sections} inner={inner} />
        </nav>
      </Sheet>
    </>
  );
}
