import { platformIds } from '@/sites/schema';
import { rowsSeed } from './module';

/** The expert platform has no feedback entry: one platform exercises IsShow false. */
const shown = (platformId: string) => platformId !== 'ExpertClientApp';

export const sidebarSeed = rowsSeed(
  'sidebar',
  'sidebar_configs',
  ['platform_id', 'is_show', 'value'],
  platformIds.map((platformId) => [
    platformId,
    shown(platformId) ? 1 : 0,
    shown(platformId) ? `https://feedback.hnsggzy.example/?platform=${platformId}` : null,
  ]),
);
