import type { Metadata } from 'next';

/** Shell pages carry codes and tokens in their address: never send it on as a referrer. */
export const shellMetadata: Metadata = { referrer: 'no-referrer' };
