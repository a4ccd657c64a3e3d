import type { BadgeStyle } from '@/lib/contract/announcements';

/** Colours with at least 4.5:1 contrast for their text (WCAG AA at badge size), 7:1 in 长者模式. */
const styles: Record<BadgeStyle, string> = {
  default: 'bg-primary text-white',
  pass: 'bg-pass text-white',
  reject: 'bg-alert text-white',
  end: 'bg-muted text-white',
  approve: 'bg-active text-ink',
};

/** The state badge on an announcement image, coloured by the badge style of SPEC §4. */
export function StateBadge({ style, text }: { style: BadgeStyle; text: string }) {
  return (
    <span className={`inline-block rounded-sm px-2 py-0.5 text-xs ${styles[style]}`} data-badge-style={style}>
      {text}
    </span>
  );
}
