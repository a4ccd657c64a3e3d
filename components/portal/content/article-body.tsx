'use client';

import { AttachmentLinks } from './attachment-links';
import { useTranslations } from '@/components/i18n/use-translations';
import { SafeHtml } from './safe-html';
import { DocumentTitle } from '@/components/site/document-title';

type Props = {
  title: string;
  time: string;
  source?: string | null;
  html: string;
  attachments?: Array<{ Name: string; Url: string }>;
};

type Attachments = Props['attachments'];

/** An article, a news item or a notice as the centre sends it: the fields the body shows. */
export function articleFields(record: {
  Title: string;
  PublishTime: string;
  Source?: string | null;
  Html: string;
  Attachments?: Attachments;
}): Props {
  return {
    title: record.Title,
    time: record.PublishTime,
    source: record.Source,
    html: record.Html,
    attachments: record.Attachments,
  };
}

/** Title, date and source, the sanitised body and its attachments. */
export function ArticleBody({ title, time, source, html, attachments = [] }: Props) {
  const t = useTranslations('portal');
  return (
    <article className="rounded bg-white p-8" data-testid="article-detail">
      <DocumentTitle name={title} />
      <h1 className="text-center text-xl font-medium" data-testid="article-title">
        {title}
      </h1>
      <p className="mt-3 border-b border-line pb-4 text-center text-muted">
        {t('article.publishTime')}：{time}
        {source ? `　${t('article.source')}：${source}` : ''}
      </p>
      <SafeHtml html={html} className="mt-6 leading-7" />
      {attachments.length > 0 ? (
        <section className="mt-6 border-t border-line pt-4">
          <h2 className="mb-2 font-medium">{t('detail.attachments')}</h2>
          <AttachmentLinks files={attachments} />
        </section>
      ) : null}
    </article>
  );
}
