import {
  isTokenCloseCurly,
  isTokenCloseParen,
  isTokenCloseSquare,
  isTokenColon,
  isTokenComma,
  isTokenDelim,
  isTokenDimension,
  isTokenFunction,
  isTokenHash,
  isTokenIdent,
  isTokenNumber,
  isTokenOpenCurly,
  isTokenOpenParen,
  isTokenOpenSquare,
  isTokenPercentage,
  isTokenSemicolon,
  isTokenString,
  isTokenWhiteSpaceOrComment,
  isTokenEOF,
  tokenize,
  type CSSToken,
} from '@csstools/css-tokenizer';
import { styleGrammars, type Part } from './style-values';

/** CSS keywords are ASCII case-insensitive; other letters stay as they are. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The parts of one declaration's value, or null at the first token the grammars never take:
 * `url()`, `!important`, blocks, strings that did not end, any function but the colour ones
 * (so no `var()`, `calc()`, `expression()`, `env()`).
 */
function partsOf(tokens: CSSToken[]): Part[] | null {
  const parts: Part[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (isTokenWhiteSpaceOrComment(token)) continue;
    if (isTokenIdent(token)) parts.push({ kind: 'ident', value: asciiLower(token[4].value) });
    else if (isTokenNumber(token)) parts.push({ kind: 'number', value: token[4].value, unit: '' });
    else if (isTokenPercentage(token)) parts.push({ kind: 'number', value: token[4].value, unit: '%' });
    else if (isTokenDimension(token))
      parts.push({ kind: 'number', value: token[4].value, unit: asciiLower(token[4].unit) });
    else if (isTokenHash(token)) parts.push({ kind: 'hash', value: asciiLower(token[4].value) });
    else if (isTokenString(token)) parts.push({ kind: 'string', value: token[4].value });
    else if (isTokenComma(token)) parts.push({ kind: 'comma' });
    else if (isTokenDelim(token) && token[4].value === '/') parts.push({ kind: 'slash' });
    else if (isTokenFunction(token)) {
      const close = tokens.findIndex((later, at) => at > index && isTokenCloseParen(later));
      const args = close < 0 ? null : partsOf(tokens.slice(index + 1, close));
      // Nested functions never reach here: the inner one's ')' would end the outer, leaving a ')'.
      if (!args || args.some((arg) => arg.kind === 'function')) return null;
      parts.push({ kind: 'function', name: asciiLower(token[4].value), args });
      index = close;
    } else return null;
  }
  return parts;
}

/** Splits a style attribute's tokens into declarations at the semicolons outside any bracket. */
function declarations(tokens: CSSToken[]): CSSToken[][] {
  const list: CSSToken[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (isTokenEOF(token)) break;
    if (
      isTokenOpenParen(token) ||
      isTokenOpenSquare(token) ||
      isTokenOpenCurly(token) ||
      isTokenFunction(token)
    )
      depth += 1;
    else if (isTokenCloseParen(token) || isTokenCloseSquare(token) || isTokenCloseCurly(token))
      depth = Math.max(0, depth - 1);
    if (depth === 0 && isTokenSemicolon(token)) list.push([]);
    else list.at(-1)!.push(token);
  }
  return list;
}

/**
 * Centre HTML's inline style, cut down to the allow-list of `style-values.ts`: the attribute is
 * tokenised as CSS reads it (escapes such as `\70 osition`, comments, case), each declaration
 * whose property and literal value the list allows is written anew, and every other one is
 * dropped, so a style can colour, align and space text but never position, move or pull a box
 * over the page (no `position`, `inset`, `transform`, `z-index`, negative margins, `var()`).
 * Returns '' when nothing is kept.
 */
export function sanitizeStyle(style: string): string {
  let broken = false;
  const tokens = tokenize({ css: style }, { onParseError: () => (broken = true) });
  if (broken) return '';
  const kept: string[] = [];
  for (const declaration of declarations(tokens)) {
    const start = declaration.findIndex((token) => !isTokenWhiteSpaceOrComment(token));
    if (start < 0) continue;
    const name = declaration[start]!;
    const colon = declaration.findIndex((token, at) => at > start && !isTokenWhiteSpaceOrComment(token));
    if (!isTokenIdent(name) || colon < 0 || !isTokenColon(declaration[colon]!)) continue;
    const property = asciiLower(name[4].value);
    const grammar = Object.hasOwn(styleGrammars, property) ? styleGrammars[property] : undefined;
    const parts = grammar ? partsOf(declaration.slice(colon + 1)) : null;
    const value = grammar && parts ? grammar(parts) : null;
    if (value !== null) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
