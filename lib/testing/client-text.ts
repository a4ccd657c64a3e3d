import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension;
  return null;
}

/**
 * The namespaces the browser is asked for by the client components a module reaches, through its
 * static and dynamic imports (`useTranslations('userCentre.account')` of the translation hook in
 * components/i18n). Type-only imports are left out; they bring no component.
 */
export function clientNamespacesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/from '@\/components\/i18n\/use-translations'/.test(source) || file.endsWith('use-translations.ts')) {
      for (const match of source.matchAll(/useTranslations\('([^']+)'\)/g)) namespaces.add(match[1]!);
    }
    const imports = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
      ...source.matchAll(/\bimport\('([^']+)'\)/g),
    ];
    for (const match of imports) {
      const target = resolveImport(file, match[1]!);
      if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) visit(target);
    }
  };
  visit(path.resolve(root, entry));
  return namespaces;
}

/** Whether `namespace` is inside one of `handed` (`userCentre.account.password` in `userCentre.account`). */
export function isHanded(namespace: string, handed: readonly string[]): boolean {
  return handed.some((part) => namespace === part || namespace.startsWith(`${part}.`));
}
