const units = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `--since 30m`, `1h`, `2d` (or `90s`): how far back the report looks, in milliseconds. */
export function parseWindow(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([smhd])$/.exec(text.trim());
  if (!match) throw new Error(`--since: a number and s, m, h or d (e.g. 1h), got "${text}"`);
  return Number(match[1]) * units[match[2] as keyof typeof units];
}
