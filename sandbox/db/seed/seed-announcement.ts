import type { AnncDetail } from '@/lib/contract/announcement-detail';
import type { AnncState } from '@/lib/contract/announcements';

/**
 * An announcement as the sandbox writes it: every field the client may do without is still filled
 * in, so the answer profiles (sandbox/profiles/) decide what an answer leaves out, not the seeds.
 */
export type SeedAnnouncement = AnncDetail & { State: AnncState; PublishTime: string; ViewCount: number };
