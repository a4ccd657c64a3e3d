import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../sites/manifest';
import { appIconColour, appShortName } from './app-names';

const sites = buildManifest();
const site = (vd: string) => sites.find((entry) => entry.VirtualDirectory === vd)!;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('what a launcher shows under an installed tenant', () => {
  it('names the place and the platform in a few characters', () => {
    expect(appShortName(site('client'))).toBe('河南国有产权');
    expect(appShortName(site('4101client'))).toBe('郑州国有产权');
    expect(appShortName(site('4101lease'))).toBe('郑州资产租赁');
    expect(appShortName(site('forest'))).toBe('河南林权');
    for (const entry of sites)
      expect(appShortName(entry).length, entry.VirtualDirectory).toBeLessThanOrEqual(8);
  });

  it('gives every tenant its own short name (twins of one title excepted)', () => {
    const byName = new Map<string, Set<string>>();
    for (const entry of sites) {
      const titles = byName.get(appShortName(entry)) ?? new Set<string>();
      titles.add(entry.Title);
      byName.set(appShortName(entry), titles);
    }
    for (const [name, titles] of byName) expect([...titles], name).toHaveLength(1);
  });

  it('colours each platform its own, dark enough for the white logo', () => {
    const platforms = new Map(sites.map((entry) => [entry.PlatformId, appIconColour(entry)]));
    expect(new Set(platforms.values()).size).toBe(platforms.size);
    for (const [platform, colour] of platforms) {
      expect(1.05 / (luminance(colour) + 0.05), platform).toBeGreaterThanOrEqual(4.5);
    }
    expect(appIconColour(site('client'))).not.toBe(appIconColour(site('lease')));
  });
});
