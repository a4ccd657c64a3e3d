import type { LinkRow } from '@/components/portal/articles/link-rows';

type DatedNotice = { NoticeId: string; Title: string; PublishTime: string };

/** A notice as a linked row: its title to its page, the day it was published at the end. */
export function noticeRow(notice: DatedNotice, href: string, extra?: string): LinkRow {
  return {
    id: notice.NoticeId,
    title: notice.Title,
    href,
    meta: notice.PublishTime.slice(0, 10),
    ...(extra === undefined ? {} : { extra }),
  };
}
