import { createHash } from 'node:crypto';

/** A small seeded generator (mulberry32): the same name always yields the same data. */
export class Prng {
  private state: number;

  constructor(name: string) {
    this.state = createHash('sha256').update(`sandbox-seed:${name}`).digest().readUInt32LE(0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i += 1) out += this.int(0, 255).toString(16).padStart(2, '0');
    return out;
  }

  /** A version-4-shaped UUID drawn from the generator. */
  uuid(): string {
    const h = this.hex(16);
    const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
