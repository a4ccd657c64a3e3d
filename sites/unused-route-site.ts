/**
 * The `[site]` segment of the placeholder pages a build writes for routes no selected tenant serves
 * (Next refuses an exported route with an empty params list). They render the not-found page, and
 * the build script deletes the folder. A leaf both the app's `generateStaticParams` helpers and the
 * build scripts may import: it reads no manifest and no environment.
 */
export const UNUSED_ROUTE_SITE = '_unused';
