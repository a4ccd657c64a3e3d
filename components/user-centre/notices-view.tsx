'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { type NoticeItem } from '@/lib/contract/user-centre/notices';
import { useCall, useAction } from '@/lib/api/use-call';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeading } from './page-heading';
import { userCentreCall } from '@/lib/api/call-ref';

const markNoticeRead = userCentreCall('markNoticeRead');
const queryMyNotices = userCentreCall('queryMyNotices');

const PAGE_SIZE = 10;

/** Notices: the user's system notices; opening one marks it read. */
export function NoticesView() {
  const t = useTranslations('userCentre.notices');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useCall(queryMyNotices, { PageIndex: page, PageSize: PAGE_SIZE });
  const run = useAction();

  const open = (notice: NoticeItem) => {
    setOpenId(openId === notice.Id ? null : notice.Id);
    // Marking read is a courtesy: a failure leaves the notice unread and says nothing more.
    if (!notice.IsRead) void run(markNoticeRead, { Id: notice.Id }, [queryMyNotices]).catch(() => undefined);
  };

  return (
    <div data-testid="notices">
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
          <>
            <PageHeading title={t('title')}>
              <span className="text-sm text-muted">{t('unread', { count: data.Unread })}</span>
            </PageHeading>
            {data.Items.length === 0 ? <p className="py-8 text-center text-muted">{t('empty')}</p> : null}
            <ul className="divide-y divide-line">
              {data.Items.map((notice) => (
                <li key={notice.Id} data-read={notice.IsRead}>
                  <button
                    type="button"
                    aria-expanded={openId === notice.Id}
                    className="flex w-full items-center justify-between py-3 text-left text-sm"
                    onClick={() => open(notice)}
                  >
                    <span className={notice.IsRead ? 'text-muted' : 'font-semibold text-ink'}>
                      {notice.IsRead ? null : (
                        <span className="mr-2 rounded bg-active px-1 text-xs text-ink">
                          {t('unreadMark')}
                        </span>
                      )}
                      {notice.Title}
                    </span>
                    <span className="text-xs text-muted">{notice.SendTime}</span>
                  </button>
                  {openId === notice.Id ? (
                    <p className="whitespace-pre-line pb-4 text-sm text-ink">{notice.Content}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </div>
  );
}
