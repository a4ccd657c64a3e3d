/** The dates a bidder follows on an announcement, in the order they come. */
export const keyDateKinds = ['applyEnd', 'depositEnd', 'bidStart', 'bidEnd'] as const;
export type KeyDateKind = (typeof keyDateKinds)[number];

/** What the key dates are read from: an announcement detail or anything shaped like it. */
export type DatedAnnouncement = {
  AnncId: string;
  Title: string;
  ApplyEndTime?: string | null;
  DepositEndTime?: string | null;
  BidStartTime?: string | null;
  BidEndTime?: string | null;
};

export type KeyDate = {
  anncId: string;
  title: string;
  kind: KeyDateKind;
  /** The time as the centre wrote it (`YYYY-MM-DD HH:mm:ss`, UTC+8), for display. */
  centreTime: string;
  /** The same moment as an instant. */
  at: Date;
  /** The detail page to come back to. */
  url: string;
};

/** The centre keeps its clock in UTC+8 (Asia/Shanghai, no daylight saving). */
const centreOffsetMs = 8 * 3600_000;
const centreTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant of a time the centre wrote (the contract's `time` fields are normalised to
 * `YYYY-MM-DD HH:mm:ss` in the centre's zone); null when it is not such a time.
 */
export function centreTimeToInstant(text: string): Date | null {
  const match = centreTimePattern.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const utc = Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second);
  const date = new Date(utc - centreOffsetMs);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The centre's calendar day (`YYYY-MM-DD`) of an instant. */
export function centreDay(at: Date): string {
  return new Date(at.getTime() + centreOffsetMs).toISOString().slice(0, 10);
}

const fieldOf: Record<KeyDateKind, keyof DatedAnnouncement> = {
  applyEnd: 'ApplyEndTime',
  depositEnd: 'DepositEndTime',
  bidStart: 'BidStartTime',
  bidEnd: 'BidEndTime',
};

/** The key dates an announcement has; a missing or unreadable one is left out. */
export function keyDatesOf(annc: DatedAnnouncement, url: string): KeyDate[] {
  return keyDateKinds.flatMap((kind) => {
    const centreTime = annc[fieldOf[kind]];
    const at = typeof centreTime === 'string' ? centreTimeToInstant(centreTime) : null;
    return at && centreTime ? [{ anncId: annc.AnncId, title: annc.Title, kind, centreTime, at, url }] : [];
  });
}

/** Key dates of many announcements, earliest first. */
export function sortKeyDates(dates: KeyDate[]): KeyDate[] {
  return [...dates].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || keyDateKinds.indexOf(a.kind) - keyDateKinds.indexOf(b.kind),
  );
}
