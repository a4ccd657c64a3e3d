import { getTranslations } from 'next-intl/server';

/** `out/404.html`: for paths outside every tenant. */
export default async function GlobalNotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('description')}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root is a script redirect that needs a full load */}
      <a href="/" className="mt-6 rounded bg-primary px-6 py-2 text-white">
        {t('backHome')}
      </a>
    </main>
  );
}
