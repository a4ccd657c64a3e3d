/**
 * The literal values centre HTML may give the inline style properties it keeps. A value is a list
 * of parts (whitespace and comments gone, escapes decoded) and comes back written anew from them,
 * or null when any part is not one the property allows: nothing the browser reads from the result
 * is left over from the original text.
 */
export type Part =
  | { kind: 'ident'; value: string }
  | { kind: 'number'; value: number; unit: string }
  | { kind: 'hash'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'comma' }
  | { kind: 'slash' }
  | { kind: 'function'; name: string; args: Part[] };

type Grammar = (parts: Part[]) => string | null;

/** A number with its unit (`%` for a percentage, '' for none). */
type Bounds = Partial<Record<string, readonly [number, number]>>;

function number(part: Part | undefined, bounds: Bounds): string | null {
  if (part?.kind !== 'number') return null;
  const range = part.value === 0 && part.unit === '' ? [0, 0] : bounds[part.unit];
  if (!range || !Number.isFinite(part.value) || part.value < range[0] || part.value > range[1]) return null;
  return `${part.value}${part.unit}`;
}

function keyword(part: Part | undefined, words: ReadonlySet<string>): string | null {
  return part?.kind === 'ident' && words.has(part.value) ? part.value : null;
}

const words = (...list: string[]) => new Set(list);

/** Colour names are plain letters: an unknown one is ignored by the browser, never read as more. */
const colourName = /^[a-z]{3,20}$/;
const colourFunctions = words('rgb', 'rgba', 'hsl', 'hsla');
const colourArgument: Bounds = { '': [0, 360], '%': [0, 100], deg: [0, 360] };

function colour(part: Part | undefined): string | null {
  if (part?.kind === 'ident') return colourName.test(part.value) ? part.value : null;
  if (part?.kind === 'hash')
    return /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(part.value) ? `#${part.value}` : null;
  if (part?.kind !== 'function' || !colourFunctions.has(part.name)) return null;
  const args: string[] = [];
  for (const arg of part.args) {
    const text = arg.kind === 'comma' ? ',' : arg.kind === 'slash' ? '/' : number(arg, colourArgument);
    if (text === null) return null;
    args.push(text);
  }
  return args.length > 0 ? `${part.name}(${args.join(' ').replaceAll(' ,', ',')})` : null;
}

/** One part matched by `single`, nothing else. */
const one =
  (single: (part: Part | undefined) => string | null): Grammar =>
  (parts) =>
    parts.length === 1 ? single(parts[0]) : null;

/** One to four parts each matched by `single` (margin, padding and border-width shorthands). */
const upToFour =
  (single: (part: Part | undefined) => string | null): Grammar =>
  (parts) => {
    if (parts.length < 1 || parts.length > 4) return null;
    const texts = parts.map(single);
    return texts.every((text) => text !== null) ? texts.join(' ') : null;
  };

/** Non-negative sizes only: a negative margin or indent is how a box is pulled over its neighbours. */
const spacing: Bounds = { px: [0, 200], em: [0, 10], rem: [0, 10], pt: [0, 150], '%': [0, 50] };
const boxSize: Bounds = { px: [0, 2000], em: [0, 100], rem: [0, 100], pt: [0, 1500], '%': [0, 100] };
const fontSize: Bounds = { px: [8, 72], em: [0.5, 5], rem: [0.5, 5], pt: [6, 54], '%': [50, 500] };
const lineHeight: Bounds = {
  '': [0.5, 5],
  px: [8, 120],
  em: [0.5, 5],
  rem: [0.5, 5],
  pt: [6, 90],
  '%': [50, 500],
};
const borderWidth: Bounds = { px: [0, 10], em: [0, 1], pt: [0, 8] };

const auto = words('auto');
const borderStyles = words(
  'none',
  'hidden',
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
);
const borderWidthWords = words('thin', 'medium', 'thick');

const sized = (bounds: Bounds, extra: ReadonlySet<string>) => (part: Part | undefined) =>
  keyword(part, extra) ?? number(part, bounds);

/** `border: 1px solid #ccc` in any order, each of width, style and colour at most once. */
const border: Grammar = (parts) => {
  if (parts.length < 1 || parts.length > 3) return null;
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const part of parts) {
    const width = sized(borderWidth, borderWidthWords)(part);
    const style = width === null ? keyword(part, borderStyles) : null;
    const text = width ?? style ?? colour(part);
    const kind = width !== null ? 'width' : style !== null ? 'style' : 'colour';
    if (text === null || seen.has(kind)) return null;
    seen.add(kind);
    texts.push(text);
  }
  return texts.join(' ');
};

/** `宋体, "Microsoft YaHei", serif`: names of letters, digits, spaces and dashes only. */
const fontName = /^[\p{L}\p{N} _-]{1,40}$/u;
/** A bare name must read back as a name: it starts with a letter or an underscore. */
const bareFontName = /^[\p{L}_][\p{L}\p{N}_-]{0,39}$/u;
const fontFamily: Grammar = (parts) => {
  const names: string[] = [];
  let current: string[] = [];
  for (const part of [...parts, { kind: 'comma' } as const]) {
    if (part.kind === 'comma') {
      if (current.length === 0) return null;
      names.push(current.join(' '));
      current = [];
    } else if (part.kind === 'ident' && bareFontName.test(part.value)) current.push(part.value);
    else if (part.kind === 'string' && fontName.test(part.value) && current.length === 0)
      current.push(`"${part.value}"`);
    else return null;
  }
  return names.length <= 8 ? names.join(', ') : null;
};

const decorations = words('none', 'underline', 'overline', 'line-through');

/** The properties kept, each with the values it may take; every other property is dropped. */
export const styleGrammars: Readonly<Record<string, Grammar>> = {
  color: one(colour),
  'background-color': one(colour),
  background: one(colour),
  'font-weight': one(
    (part) => keyword(part, words('normal', 'bold', 'bolder', 'lighter')) ?? number(part, { '': [100, 900] }),
  ),
  'font-style': one((part) => keyword(part, words('normal', 'italic', 'oblique'))),
  'font-size': one(
    sized(
      fontSize,
      words('xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger'),
    ),
  ),
  'font-family': fontFamily,
  'line-height': one(sized(lineHeight, words('normal'))),
  'text-align': one((part) => keyword(part, words('left', 'right', 'center', 'justify', 'start', 'end'))),
  'text-decoration': (parts) => {
    const texts = parts.map((part) => keyword(part, decorations) ?? colour(part));
    return parts.length >= 1 && parts.length <= 3 && texts.every((text) => text !== null)
      ? texts.join(' ')
      : null;
  },
  'text-indent': one((part) => number(part, spacing)),
  'vertical-align': one((part) =>
    keyword(part, words('baseline', 'top', 'middle', 'bottom', 'sub', 'super', 'text-top', 'text-bottom')),
  ),
  'white-space': one((part) => keyword(part, words('normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line'))),
  width: one(sized(boxSize, auto)),
  'max-width': one(sized(boxSize, words('none'))),
  height: one(sized(boxSize, auto)),
  margin: upToFour(sized(spacing, auto)),
  'margin-top': one(sized(spacing, auto)),
  'margin-right': one(sized(spacing, auto)),
  'margin-bottom': one(sized(spacing, auto)),
  'margin-left': one(sized(spacing, auto)),
  padding: upToFour((part) => number(part, spacing)),
  'padding-top': one((part) => number(part, spacing)),
  'padding-right': one((part) => number(part, spacing)),
  'padding-bottom': one((part) => number(part, spacing)),
  'padding-left': one((part) => number(part, spacing)),
  border,
  'border-top': border,
  'border-right': border,
  'border-bottom': border,
  'border-left': border,
  'border-width': upToFour(sized(borderWidth, borderWidthWords)),
  'border-style': upToFour((part) => keyword(part, borderStyles)),
  'border-color': upToFour(colour),
  'border-collapse': one((part) => keyword(part, words('collapse', 'separate'))),
};
