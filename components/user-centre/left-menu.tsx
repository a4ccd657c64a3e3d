'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useErrorText } from '@/components/ui/use-error-text';
import type { MenuNode } from '@/lib/contract/spec-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { identitySide } from '@/lib/session/identity-side';
import { useSignedInUser } from '@/lib/session/use-session';
import { innerPath, sitePath } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';
import { isActiveNode, visibleMenu } from '@/lib/user-centre/menu';
import { useCall } from '@/lib/api/use-call';

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

/** The user-centre left menu of SPEC §2: the user's tree from GetMenuTree, 250 px, at least 765 px high. */
export function LeftMenu() {
  const site = useSite();
  const t = useTranslations('userCentre.layout');
  const ui = useTranslations('ui');
  // The failure in Chinese, never the catalogue key the error carries.
  const errorText = useErrorText();
  const pathname = usePathname();
  const { identity } = useSignedInUser();
  const { data, error, isLoading, mutate } = useCall(specCalls.getMenuTree);
  const inner = innerPath(pathname, site.VirtualDirectory);
  const sections = data ? visibleMenu(data, identitySide(identity)) : [];

  return (
    <nav
      aria-label={t('menuLabel')}
      className="w-full shrink-0 bg-white text-sm shadow-sm md:min-h-[765px] md:w-[250px]"
      data-testid="user-centre-menu"
    >
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
    </nav>
  );
}
