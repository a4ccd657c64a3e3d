import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, offsetFromDate, resetServerClock, serverNow } from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('offsetFromDate', () => {
  it('reads the Date header against the middle of the round trip, half a second into its second', () => {
    const sent = at('2026-11-24T10:00:00.000Z');
    const received = sent + 200;
    // The server says 10:05:00 (some time in that second): five minutes and 400 ms ahead of 10:00:00.100.
    expect(offsetFromDate('Tue, 24 Nov 2026 10:05:00 GMT', sent, received)).toBe(5 * 60_000 + 400);
  });

  it('gives a device clock two days fast a negative offset', () => {
    const sent = at('2026-11-26T10:00:00.000Z');
    expect(offsetFromDate('Tue, 24 Nov 2026 10:00:00 GMT', sent, sent)).toBe(-2 * 86_400_000 + 500);
  });

  it('reads nothing from a missing, unreadable or unexposed header, or a round trip too long to tell', () => {
    const sent = at('2026-11-24T10:00:00.000Z');
    expect(offsetFromDate(null, sent, sent + 10)).toBeNull();
    expect(offsetFromDate('', sent, sent + 10)).toBeNull();
    expect(offsetFromDate('yesterday', sent, sent + 10)).toBeNull();
    expect(offsetFromDate('Tue, 24 Nov 2026 10:00:00 GMT', sent, sent + 30_000)).toBeNull();
    expect(offsetFromDate('Tue, 24 Nov 2026 10:00:00 GMT', sent, sent - 1)).toBeNull();
  });
});

describe('serverNow', () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it('is the device clock until an answer tells the server time', () => {
    vi.useFakeTimers({ now: at('2026-11-24T10:00:00.000Z') });
    expect(serverNow()).toBe(at('2026-11-24T10:00:00.000Z'));
    noteServerDate(null, Date.now(), Date.now());
    expect(serverNow()).toBe(at('2026-11-24T10:00:00.000Z'));
  });

  it('follows the server, keeps its first reading through the jitter of whole seconds, and takes a real change', () => {
    vi.useFakeTimers({ now: at('2026-11-24T10:00:00.000Z') });
    noteServerDate('Tue, 24 Nov 2026 11:00:00 GMT', Date.now(), Date.now());
    expect(serverNow()).toBe(at('2026-11-24T11:00:00.500Z'));
    noteServerDate('Tue, 24 Nov 2026 11:00:01 GMT', Date.now(), Date.now());
    expect(serverNow()).toBe(at('2026-11-24T11:00:00.500Z'));
    noteServerDate('Tue, 24 Nov 2026 12:00:00 GMT', Date.now(), Date.now());
    expect(serverNow()).toBe(at('2026-11-24T12:00:00.500Z'));
  });
});
