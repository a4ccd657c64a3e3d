import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeStyle } from './html-policy';
import { styleGrammars } from './style-values';

/** What a kept style may look like: allowed properties with plain literal values, nothing else. */
const keptDeclaration = /^([a-z-]+): ([a-z0-9#.,%/() "_\p{L}\p{N}-]+)$/u;

function declarationsOf(style: string): [string, string][] {
  if (style === '') return [];
  return style.split('; ').map((declaration) => {
    const match = keptDeclaration.exec(declaration);
    if (!match) throw new Error(`not a plain declaration: ${declaration}`);
    return [match[1]!, match[2]!];
  });
}

/** Holds for every output: allowed names only, no way left to place a box anywhere else. */
function expectHarmless(output: string) {
  for (const [property, value] of declarationsOf(output)) {
    expect(Object.keys(styleGrammars)).toContain(property);
    expect(value).not.toMatch(/var\(|url\(|calc\(|expression|env\(|attr\(|!|\\|\/\*/i);
    // No negative number anywhere: a negative margin or indent pulls a box over its neighbours.
    expect(value).not.toMatch(/(^|[\s(,])-[\d.]/);
  }
  expect(output).not.toMatch(/position|inset|transform|translate|z-index|display|float|--/i);
}

describe('the issue 20 overlays are refused', () => {
  it.each([
    ['a custom property behind var()', '--p:fixed;position:var(--p);inset:0'],
    [
      'fixed and full-page',
      'position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:9999',
    ],
    ['relative, moved up over the page', 'position:relative;top:-500px;left:0'],
    ['a transform', 'transform:translate(0,-100vh)'],
    ['the translate property', 'translate:0 -100vh'],
    ['a negative margin', 'margin-top:-800px;background:#fff'],
    ['negative margin in the shorthand', 'margin:-800px 0 0 0'],
    ['calc of a negative', 'margin-top:calc(-1 * 100vh)'],
    ['an escaped property name', '\\70 osition:fixed;inset:0'],
    ['a comment inside the name', 'posi/**/tion:fixed'],
    ['upper case', 'POSITION:ABSOLUTE;INSET:0'],
    ['important', 'color:red !important'],
    ['a url', 'background:url(https://evil.example/a.png)'],
    ['an old IE expression', 'width:expression(alert(1))'],
    ['display tricks', 'display:contents'],
    ['z-index alone', 'z-index:2147483647'],
    ['a var() colour', 'color:var(--c)'],
    ['escaped letters in a value', 'margin-top:\\2d 800px'],
  ])('%s: %s', (_name, style) => {
    const output = sanitizeStyle(style);
    expectHarmless(output);
    expect(output).not.toMatch(/fixed|absolute|relative|-\d|100vh/);
  });

  it('keeps only the harmless part of a mixed style', () => {
    expect(sanitizeStyle('--p:fixed;position:var(--p);inset:0;color:red')).toBe('color: red');
    expect(
      sanitizeStyle('position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:9999'),
    ).toBe('width: 100%; height: 100%; background: #fff');
  });
});

describe('ordinary announcement formatting is kept', () => {
  it.each([
    ['color:red; font-weight:bold', 'color: red; font-weight: bold'],
    ['COLOR: #FF0000;Font-Weight:700', 'color: #ff0000; font-weight: 700'],
    ['text-align:center', 'text-align: center'],
    ['background-color: rgb(255, 255, 0)', 'background-color: rgb(255, 255, 0)'],
    ['font-size:14px;line-height:1.8;text-indent:2em', 'font-size: 14px; line-height: 1.8; text-indent: 2em'],
    ['font-family:宋体, "Microsoft YaHei", serif', 'font-family: 宋体, "Microsoft YaHei", serif'],
    ['border:1px solid #ccc;border-collapse:collapse', 'border: 1px solid #ccc; border-collapse: collapse'],
    [
      'width:600px;max-width:100%;margin:0 auto;padding:4px 8px',
      'width: 600px; max-width: 100%; margin: 0 auto; padding: 4px 8px',
    ],
    ['vertical-align:middle;white-space:nowrap', 'vertical-align: middle; white-space: nowrap'],
    ['text-decoration:underline', 'text-decoration: underline'],
    ['color:/* note */blue', 'color: blue'],
    ['colo\\72:red', 'color: red'],
    ['', ''],
  ])('%j', (style, kept) => {
    expect(sanitizeStyle(style)).toBe(kept);
  });

  it('drops sizes out of sane bounds', () => {
    expect(sanitizeStyle('font-size:400px')).toBe('');
    expect(sanitizeStyle('width:120%')).toBe('');
    expect(sanitizeStyle('padding:-4px')).toBe('');
  });
});

/** A piece of text as CSS would read it, disguised: escapes, comments and case. */
function disguised(text: string, withComments = true) {
  const ways = ['plain', 'upper', 'hex', 'hexSpace', 'backslash', ...(withComments ? ['comment'] : [])];
  return fc
    .array(fc.constantFrom(...ways), {
      minLength: text.length,
      maxLength: text.length,
    })
    .map((ways) =>
      [...text]
        .map((char, index) => {
          const hex = char.codePointAt(0)!.toString(16);
          switch (ways[index]) {
            case 'upper':
              return char.toUpperCase();
            case 'hex':
              return `\\${hex.padStart(6, '0')}`;
            case 'hexSpace':
              return `\\${hex} `;
            case 'backslash':
              return /[0-9a-f\n]/i.test(char) ? char : `\\${char}`;
            case 'comment':
              return index === 0 ? char : `/**/${char}`;
            default:
              return char;
          }
        })
        .join(''),
    );
}

const hostileNames = [
  'position',
  'inset',
  'top',
  'left',
  'right',
  'bottom',
  'transform',
  'translate',
  'z-index',
  'display',
  'float',
  '--p',
  'margin',
  'margin-top',
  'margin-left',
  'text-indent',
  'width',
  'background',
  'color',
];
const hostileValues = [
  'fixed',
  'absolute',
  'relative',
  'sticky',
  '0',
  '-100vh',
  '-800px',
  '-50%',
  'var(--p)',
  'var(--p, fixed)',
  'calc(-1 * 100vh)',
  'calc(0px - 800px)',
  'translate(-50%, -50%)',
  'url(x)',
  'url("javascript:alert(1)")',
  'expression(alert(1))',
  'contents',
  '9999',
  'red',
  '#fff',
  '100%',
  'env(safe-area-inset-top)',
];

const hostileDeclaration = fc
  .tuple(
    fc.constantFrom(...hostileNames).chain(disguised),
    fc.constantFrom(...hostileValues).chain(disguised),
    fc.constantFrom('', ' !important', '!IMPORTANT', ' ! important'),
    fc.constantFrom(':', ' : ', ':\n', '\t:'),
  )
  .map(([name, value, important, colon]) => `${name}${colon}${value}${important}`);

const hostileStyle = fc
  .array(fc.oneof(hostileDeclaration, fc.string({ unit: fc.constantFrom(...'\\/*;:(){}"\'-!@ \n9aZ') })), {
    maxLength: 8,
  })
  .chain((declarations) =>
    fc.constantFrom(';', '; ', ';;', '\n;').map((separator) => declarations.join(separator)),
  );

describe('property: nothing hostile survives', () => {
  it('every output is plain allowed declarations with no overlay left', () => {
    fc.assert(
      fc.property(hostileStyle, (style) => {
        expectHarmless(sanitizeStyle(style));
      }),
      { numRuns: 1000 },
    );
  });

  it('an output reads back as itself', () => {
    fc.assert(
      fc.property(hostileStyle, (style) => {
        const once = sanitizeStyle(style);
        expect(sanitizeStyle(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('an overlay property is dropped however it is written', () => {
    const overlayName = fc.constantFrom(
      'position',
      'inset',
      'top',
      'transform',
      'translate',
      'z-index',
      'display',
    );
    fc.assert(
      fc.property(overlayName.chain(disguised), fc.constantFrom(...hostileValues), (name, value) => {
        expect(sanitizeStyle(`${name}:${value}`)).toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('a negative size is dropped however it is written', () => {
    const sizeName = fc.constantFrom(
      'margin',
      'margin-top',
      'margin-left',
      'padding',
      'text-indent',
      'width',
      'height',
    );
    const negative = fc
      .tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom('px', 'em', 'rem', '%', 'pt', 'vh'))
      .map(([size, unit]) => `-${size}${unit}`);
    fc.assert(
      fc.property(sizeName.chain(disguised), negative.chain(disguised), (name, value) => {
        expect(sanitizeStyle(`${name}:${value}`)).toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('an allowed declaration survives disguise with the same meaning', () => {
    const allowed = fc.constantFrom(
      ['color', 'red'],
      ['text-align', 'center'],
      ['font-weight', 'bold'],
      ['font-size', '16px'],
      ['margin', '0 auto'],
    );
    fc.assert(
      fc.property(
        allowed.chain(([name, value]) => disguised(name, false).map((written) => [written, name, value])),
        fc.constantFrom('', ' ', '/* x */'),
        ([written, name, value], gap) => {
          expect(sanitizeStyle(`${gap}${written}${gap}:${gap}${value}${gap}`)).toBe(`${name}: ${value}`);
        },
      ),
    );
  });
});
