import { describe, expect, it } from 'vitest';
import { inpPhases, lcpPhases, longest } from './phases';

const timing = (navigation: object, resources: object[] = []) => ({
  getEntriesByType: (type: string) =>
    (type === 'navigation' ? [navigation] : resources) as PerformanceEntryList,
});

describe('lcpPhases', () => {
  it('splits an image LCP into first byte, load delay, load and render', () => {
    const phases = lcpPhases(
      2000,
      { url: 'https://x/a.jpg', startTime: 2000 },
      timing({ responseStart: 300 }, [
        { name: 'https://x/a.jpg', requestStart: 900, startTime: 800, responseEnd: 1700 },
      ]),
    );
    expect(phases).toEqual({ ttfb: 300, 'load-delay': 600, 'load-duration': 800, 'render-delay': 300 });
    expect(longest(phases)).toBe('load-duration');
  });

  it('gives a text LCP no resource: all after the first byte is render delay', () => {
    const phases = lcpPhases(1500, { url: '', startTime: 1500 }, timing({ responseStart: 200 }));
    expect(phases).toEqual({ ttfb: 200, 'load-delay': 0, 'load-duration': 0, 'render-delay': 1300 });
    expect(longest(phases)).toBe('render-delay');
  });
});

describe('inpPhases', () => {
  it('splits an interaction into input delay, processing and presentation', () => {
    const phases = inpPhases([
      { startTime: 1000, duration: 240, processingStart: 1150, processingEnd: 1180 },
      { startTime: 1000, duration: 240, processingStart: 1160, processingEnd: 1200 },
    ]);
    expect(phases).toEqual({ 'input-delay': 150, processing: 50, presentation: 40 });
    expect(longest(phases)).toBe('input-delay');
  });
});
