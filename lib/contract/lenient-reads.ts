/**
 * What an answer's reading left out or read leniently, by field name only (never a value): an item
 * of a list the client could not use, or a value it only shows that it could not read. Reading is
 * synchronous, so the field builders note into the one reading in progress (`readNoting`), and the
 * transport hands the names to the field reports, so the centre learns what its answers hold that
 * the client did not expect.
 */

export type LenientRead = {
  /** The field's name (`State`, `AnncId`), the place in the answer left out. */
  field: string;
  /** `item`: a list item left out for a field the client needs; `value`: one value left out. */
  left: 'item' | 'value';
};

let noting: Map<string, LenientRead> | null = null;

export function noteLenientRead(read: LenientRead): void {
  noting?.set(`${read.left} ${read.field}`, read);
}

/** Runs `read` and returns its result with what it left out, each field and kind once. */
export function readNoting<T>(read: () => T): { value: T; lenient: LenientRead[] } {
  const outer = noting;
  noting = new Map();
  try {
    const value = read();
    return { value, lenient: [...noting.values()] };
  } finally {
    noting = outer;
  }
}
