import { vi } from 'vitest';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

/** A window with storage and a location whose navigations are recorded, for lib/ tests in Node. */
export function installFakeWindow(origin = 'https://portal.example') {
  const assigned: string[] = [];
  const fake = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: {
      origin,
      host: new URL(origin).host,
      assign: (url: string) => assigned.push(url),
      replace: (url: string) => assigned.push(url),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal('window', fake);
  return { window: fake, assigned };
}
