/** The id of a platform's first project announcement, asked of a running sandbox. */
export async function firstAnnouncementId(base: string, platformId: string): Promise<string> {
  const response = await fetch(`${base}/baseapi/api/AnncApi/QueryAnncList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', PlatformId: platformId },
    body: JSON.stringify({ PlatformId: platformId, Kind: 'project', PageIndex: 1, PageSize: 1 }),
  });
  const body = (await response.json()) as { Data?: { Items?: Array<{ AnncId: string }> } };
  const id = body.Data?.Items?.[0]?.AnncId;
  if (!id) throw new Error(`no announcement for ${platformId}`);
  return id;
}
