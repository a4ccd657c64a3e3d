import { describe, expect, it } from 'vitest';
import { rendererMainThread, workByKind, type TraceEvent } from './trace-work';

const event = (name: string, ts: number, dur: number, tid = 2): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid,
});

describe('the main thread’s work by kind', () => {
  it('counts each event’s own time, less that of the events inside it', () => {
    const events = [
      event('RunTask', 0, 100_000),
      event('EvaluateScript', 10_000, 60_000),
      event('v8.compile', 15_000, 20_000),
      event('UpdateLayoutTree', 80_000, 10_000),
    ];
    const work = workByKind(events, { pid: 1, tid: 2 }, { from: 0, to: 1e9 });
    expect(work.get('run script')).toBe(40);
    expect(work.get('compile script')).toBe(20);
    expect(work.get('style')).toBe(10);
    expect(work.get('other (a task outside these)')).toBe(30);
  });

  it('counts only the window, and only the thread asked for', () => {
    const events = [event('Layout', 0, 50_000), event('Layout', 40_000, 5_000, 3)];
    expect(workByKind(events, { pid: 1, tid: 2 }, { from: 20_000, to: 30_000 }).get('layout')).toBe(10);
  });

  it('takes the busiest renderer, not the blank page the navigation left', () => {
    const meta = (tid: number): TraceEvent => ({
      name: 'thread_name',
      ph: 'M',
      ts: 0,
      pid: 1,
      tid,
      args: { name: 'CrRendererMain' },
    });
    const events = [meta(2), meta(3), event('ParseHTML', 0, 1_000, 2), event('ParseHTML', 0, 90_000, 3)];
    expect(rendererMainThread(events)).toEqual({ pid: 1, tid: 3 });
  });
});
