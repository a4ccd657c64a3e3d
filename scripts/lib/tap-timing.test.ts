import { describe, expect, it } from 'vitest';
import { interactionAfter, lastInteractionId, type TimedEvent } from './tap-timing';
import { median, passes, tapTableRow, type TapRun } from './tap-table';

const event = (name: string, interactionId: number, times: Partial<TimedEvent>): TimedEvent => ({
  name,
  interactionId,
  startTime: 100,
  duration: 0,
  processingStart: 100,
  processingEnd: 100,
  ...times,
});

describe('interactionAfter', () => {
  // A tap: pointerdown, pointerup and click under one id, painted in one frame.
  const tap = [
    event('pointerdown', 7, { startTime: 1000, duration: 120, processingStart: 1030, processingEnd: 1032 }),
    event('pointerup', 7, { startTime: 1010, duration: 112, processingStart: 1040, processingEnd: 1041 }),
    event('click', 7, { startTime: 1010, duration: 112, processingStart: 1042, processingEnd: 1090 }),
  ];

  it('is the longest event of the first interaction after the given id, split into its parts', () => {
    expect(interactionAfter([event('click', 3, { duration: 400 }), ...tap], 3)).toEqual({
      interactionId: 7,
      duration: 120,
      inputDelay: 30,
      processing: 60,
      presentation: 32,
    });
  });

  it('is null when the page reported nothing after the id (an interaction under 16 ms)', () => {
    expect(interactionAfter(tap, 7)).toBeNull();
    expect(lastInteractionId(tap)).toBe(7);
    expect(lastInteractionId([])).toBe(0);
  });
});

describe('the tap table', () => {
  const run = (nextPaint: number | null, shown: number): TapRun => ({
    nextPaint,
    inputDelay: 10,
    processing: 20,
    presentation: 30,
    shown,
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('passes a tap whose medians of next paint and answer on screen are within 200 ms', () => {
    expect(passes({ tenant: 'client', tap: 'x', runs: [run(120, 130), run(250, 260), run(null, 20)] })).toBe(
      true,
    );
    expect(passes({ tenant: 'client', tap: 'x', runs: [run(210, 215), run(230, 240), run(90, 90)] })).toBe(
      false,
    );
  });

  it('fails a tap whose next paint is quick but whose answer shows late', () => {
    expect(passes({ tenant: 'client', tap: 'x', runs: [run(60, 480), run(70, 500), run(64, 470)] })).toBe(
      false,
    );
  });

  it('fails a tap that has no runs', () => {
    expect(passes({ tenant: 'client', tap: 'x', runs: [] })).toBe(false);
  });

  it('prints an interaction without an entry as under 16 ms', () => {
    expect(
      tapTableRow({ tenant: 'client', tap: '菜单 open', runs: [run(null, 12), run(40, 48), run(null, 10)] }),
    ).toEqual(['client', '菜单 open', '3', '<16', '<16', '40', '10 / 20 / 30', '<16', 'pass']);
  });
});
