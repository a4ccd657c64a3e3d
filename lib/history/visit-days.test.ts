import { describe, expect, it } from 'vitest';
import { groupByDay } from './visit-days';

// Local times: the groups follow the device's own calendar, whatever its zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const now = new Date(2026, 10, 27, 9, 30);

describe('浏览记录 grouped by the device’s day', () => {
  it('splits newest-first visits into 今天, 昨天 and 更早, keeping their order', () => {
    const visits = [
      { id: 'a', viewedAt: at(27, 9, 0) },
      { id: 'b', viewedAt: at(27, 0, 0) },
      { id: 'c', viewedAt: at(26, 23, 59) },
      { id: 'd', viewedAt: at(26, 0, 0) },
      { id: 'e', viewedAt: at(25, 23, 59) },
      { id: 'f', viewedAt: at(1, 8) },
    ];
    expect(
      groupByDay(visits, now).map((group) => [group.day, group.visits.map((visit) => visit.id)]),
    ).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['c', 'd']],
      ['earlier', ['e', 'f']],
    ]);
  });

  it('leaves out a day without visits', () => {
    expect(groupByDay([{ id: 'x', viewedAt: at(20, 8) }], now).map((group) => group.day)).toEqual([
      'earlier',
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });

  it('counts yesterday across a month’s first day', () => {
    const first = new Date(2026, 11, 1, 0, 5);
    const groups = groupByDay(
      [
        { id: 'a', viewedAt: new Date(2026, 10, 30, 23, 0).getTime() },
        { id: 'b', viewedAt: new Date(2026, 10, 29, 23, 0).getTime() },
      ],
      first,
    );
    expect(groups.map((group) => group.day)).toEqual(['yesterday', 'earlier']);
  });

  it('puts a visit dated after now (a clock set back) under today', () => {
    expect(groupByDay([{ id: 'a', viewedAt: at(28, 8) }], now)[0]?.day).toBe('today');
  });
});
