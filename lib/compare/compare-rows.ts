import type { AnncDetail } from '@/lib/contract/announcement-detail';

/**
 * The rows of 比一比 under the lots' pictures, in order. The picture and the detail link name the
 * columns and always show; every other row is a fact that 隐藏相同项 may hide.
 */
export const factRows = [
  'code',
  'state',
  'price',
  'deposit',
  'applyEnd',
  'bidStart',
  'bidEnd',
  'region',
  'category',
  'area',
  'rent',
  'viewCount',
] as const;
export type FactRow = (typeof factRows)[number];

/** Rows only some platforms' lots have: shown when one of the lots has a value. */
const ownedRows: Partial<Record<FactRow, (detail: AnncDetail) => boolean>> = {
  area: (detail) => detail.Area !== null,
  rent: (detail) => detail.Rent !== null,
};

/** The fact rows for these lots (undefined: not loaded yet); a lease's area and rent where a lot has them. */
export function rowsFor(details: ReadonlyArray<AnncDetail | undefined>): FactRow[] {
  return factRows.filter((row) => {
    const owned = ownedRows[row];
    return !owned || details.some((detail) => detail !== undefined && owned(detail));
  });
}

/**
 * Whether a row says the same for every lot, so 隐藏相同项 hides it: two lots or more, every value
 * known (a lot still loading or failed is undefined) and equal. A row of one lot differs from nothing.
 */
export function sameAcross(values: ReadonlyArray<string | undefined>): boolean {
  if (values.length < 2) return false;
  const [first] = values;
  return first !== undefined && values.every((value) => value === first);
}

/**
 * What a lot's subjects (标的详情, SPEC's label/value table) say under `label`, each different value
 * once, in order: the region (所在地区) and category (标的类别) the detail call carries no field for.
 */
export function subjectValues(detail: Pick<AnncDetail, 'Subjects'>, label: string): string[] {
  const values = detail.Subjects.flatMap((subject) =>
    subject.Groups.flatMap((group) =>
      group.Rows.filter((row) => row.Label === label).map((row) => row.Value.trim()),
    ),
  );
  return [...new Set(values.filter((value) => value !== ''))];
}
