import { describe, expect, it } from 'vitest';
import { anncPageSchema } from './announcements';
import { getAnncDetail } from './announcement-detail';
import { readNoting } from './lenient-reads';

const lot = (id: number, changes: Record<string, unknown> = {}) => ({
  AnncId: id,
  Kind: 'project',
  Title: `第${id}号地块使用权转让`,
  Code: `HN-${id}`,
  ViewCount: 12,
  ApplyEndTime: '2026-12-10 17:00:00',
  BidStartTime: '2026-12-12T09:00:00',
  BidEndTime: '2026-12-12 11:00:00',
  PublishTime: '2026-12-01 09:00:00',
  ImageUrl: null,
  State: 'Published',
  BadgeStyle: 'default',
  BadgeText: '公告中',
  CanApply: true,
  Price: 1200000,
  ...changes,
});

const pageOf = (...items: unknown[]) => ({ Total: items.length, Items: items });

describe('a list answer is read lot by lot', () => {
  it('a state SPEC does not name keeps the lot, with no state and the centre’s badge words', () => {
    const { value, lenient } = readNoting(() =>
      anncPageSchema.parse(
        pageOf(lot(1), lot(2, { State: 'Suspended', BadgeText: '暂停交易', BadgeStyle: 'paused' }), lot(3)),
      ),
    );
    expect(value.Items.map((item) => item.AnncId)).toEqual(['1', '2', '3']);
    expect(value.Items[1]).toMatchObject({ State: null, BadgeText: '暂停交易', BadgeStyle: 'default' });
    expect(value.Items[0]!.State).toBe('Published');
    expect(lenient).toEqual([{ field: 'State', left: 'value' }]);
  });

  it('values the lot only shows are left out when missing or unreadable, never the lot', () => {
    const odd = {
      Code: { nested: true },
      ViewCount: -3,
      ApplyEndTime: '十二月十日',
      BidStartTime: 20261212,
      PublishTime: undefined,
      ImageUrl: ['a.png'],
      BadgeText: null,
      CanApply: 'yes',
      Price: '面议',
    };
    const { value, lenient } = readNoting(() => anncPageSchema.parse(pageOf(lot(1, odd), lot(2))));
    expect(value.Items).toHaveLength(2);
    expect(value.Items[0]).toMatchObject({
      AnncId: '1',
      Code: '',
      ViewCount: null,
      ApplyEndTime: null,
      BidStartTime: null,
      PublishTime: null,
      ImageUrl: null,
      BadgeText: '',
      CanApply: false,
      Price: null,
    });
    expect(lenient.map((read) => read.field).sort()).toEqual(
      ['ApplyEndTime', 'BidStartTime', 'CanApply', 'Code', 'ImageUrl', 'ViewCount'].sort(),
    );
    // Absent is not odd: a value the answer leaves out is no news for the field reports.
    const { lenient: none } = readNoting(() =>
      anncPageSchema.parse(pageOf({ AnncId: 7, Kind: 'result', Title: '结果公示' })),
    );
    expect(none).toEqual([]);
  });

  it('a lot without what the client needs (id, kind, title) is left out and noted; the others stay', () => {
    const { value, lenient } = readNoting(() =>
      anncPageSchema.parse(
        pageOf(
          lot(1),
          lot(2, { AnncId: { broken: true } }),
          lot(3, { Kind: 'auction' }),
          lot(4, { Title: ' ' }),
        ),
      ),
    );
    expect(value.Items.map((item) => item.AnncId)).toEqual(['1']);
    expect(lenient).toEqual([
      { field: 'AnncId', left: 'item' },
      { field: 'Kind', left: 'item' },
      { field: 'Title', left: 'item' },
    ]);
  });

  it('a page that is no page at all is still refused', () => {
    expect(anncPageSchema.safeParse({ Total: 3, Items: { broken: true } }).success).toBe(false);
    expect(anncPageSchema.safeParse({ Total: 'many', Items: [] }).success).toBe(false);
  });

  it('a detail keeps its applicants when one has a stamp or time the client does not know', () => {
    const applicant = (id: number, changes: Record<string, unknown> = {}) => ({
      ApplicantId: id,
      Time: '2026-12-01 10:00:00',
      Name: `申请人${id}`,
      Contact: '138****0000',
      Stamp: 'approving',
      ...changes,
    });
    const detail = getAnncDetail.data.parse({
      ...lot(1, { State: 'Paused' }),
      OrgName: null,
      Applicants: [applicant(1), applicant(2, { Stamp: 'withdrawn', Time: 'yesterday' }), applicant(3)],
    });
    expect(detail.State).toBeNull();
    expect(detail.Applicants.map((row) => [row.ApplicantId, row.Stamp, row.Time])).toEqual([
      ['1', 'approving', '2026-12-01 10:00:00'],
      ['2', null, null],
      ['3', 'approving', '2026-12-01 10:00:00'],
    ]);
  });
});
