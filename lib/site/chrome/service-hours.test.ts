import { describe, expect, it } from 'vitest';
import { serviceHoursText } from './service-hours';

describe('service hours in the footer', () => {
  it('adds the half-day word to a bare time range', () => {
    expect(serviceHoursText('上午', '9:00-12:00')).toBe('上午 9:00-12:00');
  });

  it('shows a value that already starts with the half-day word once', () => {
    expect(serviceHoursText('上午', '上午 9:00-12:00')).toBe('上午 9:00-12:00');
    expect(serviceHoursText('下午', ' 下午13:00-17:00 ')).toBe('下午13:00-17:00');
  });
});
