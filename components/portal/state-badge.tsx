import type { BadgeStyle } from '@/lib/api/announcements';

const styles: Record<BadgeStyle, string> = {
  default: 'bg-primary',
  pass: 'bg-[#2e9a5c]',
  reject: 'bg-[#d9363e]',
  end: 'bg-[#8c8c8c]',
  approve: 'bg-active',
};

/** The state badge on an announcement image, coloured by the badge style of SPEC §4. */
export function StateBadge({ style, text }: { style: BadgeStyle; text: string }) {
  return (
    <span
      className={`inline-block rounded-sm px-2 py-0.5 text-xs text-white ${styles[style]}`}
      data-badge-style={style}
    >
      {text}
    </span>
  );
}
