import type { APIRequestContext } from '@playwright/test';

/** The dates of an announcement as GetAnncDetail answers them, in centre time (UTC+8). */
export type DetailDates = {
  AnncId: string;
  Title: string;
  ApplyEndTime: string | null;
  DepositEndTime: string | null;
  BidStartTime: string | null;
  BidEndTime: string | null;
};

/**
 * A client-tenant announcement as the sandbox answers it now, read by the test on its own (not
 * through the page it checks), and the server's clock from the answer's Date.
 */
export async function readDetail(request: APIRequestContext, id: string) {
  const response = await request.post('/baseapi/api/AnncApi/GetAnncDetail', {
    headers: { PlatformId: 'AssetsCliectApp' },
    data: { PlatformId: 'AssetsCliectApp', AnncId: id },
  });
  const serverNow = Date.parse(response.headers()['date']!);
  return { serverNow, detail: ((await response.json()) as { Data: DetailDates }).Data };
}

/** A centre time (UTC+8), `2026-01-02 09:30:00`, in milliseconds. */
export const centreTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
