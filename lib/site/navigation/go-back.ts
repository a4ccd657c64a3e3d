/**
 * 返回: the page this tab came from, or `fallback` when the tab opened on this page (a shared link,
 * a bookmark), where going back would leave the site or do nothing.
 */
export function goBack(fallback: string, win: Pick<Window, 'history' | 'location'> = window): void {
  if (win.history.length > 1) win.history.back();
  else win.location.assign(fallback);
}
