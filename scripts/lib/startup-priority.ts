/** `<script src="/_next/static/chunks/….js" async="">`: a chunk the page's start-up loads. */
const startupScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/g;

/** Next's preload of the bootstrap chunk (the first its start-up runs), asked for at low priority. */
const lowPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/**
 * Asks for the scripts a page's start-up waits for at high priority: the async chunks the page
 * names and the bootstrap chunk Next preloads at low priority (its start-up runs once all of them
 * are in). Chromium holds low-priority requests back while a stylesheet loads and gives out a
 * host's six HTTP/1.1 connections by priority: the framework chunk, the largest and so the last to
 * arrive, was sent a quarter of a second after it was asked for, behind the stylesheet, the
 * emblem and smaller chunks, while the line was half idle. A page it finds nothing to change in
 * is returned unchanged, and running it twice changes nothing more.
 */
export function withStartupScriptsFirst(html: string): string {
  return html
    .replace(startupScript, (_, src: string) => `<script src="${src}" async="" fetchPriority="high">`)
    .replace(
      lowPreload,
      (_, href: string) => `<link rel="preload" as="script" fetchPriority="high" href="${href}"/>`,
    );
}
