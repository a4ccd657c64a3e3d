/**
 * The amount filter of SPEC §5: only digits and dots kept, repeated dots collapsed, a leading dot
 * becomes '0.', only one dot, no leading zeros before other digits, at most two decimals, an
 * optional leading minus.
 */
export function filterAmount(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  let text = raw.replace(/[^\d.]/g, '');
  text = text.replace(/\.{2,}/g, '.');
  if (text.startsWith('.')) text = `0${text}`;
  const dot = text.indexOf('.');
  let whole = dot === -1 ? text : text.slice(0, dot);
  let decimals = dot === -1 ? null : text.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals !== null) decimals = decimals.slice(0, 2);
  const body = decimals === null ? whole : `${whole}.${decimals}`;
  return negative ? `-${body}` : body;
}

/**
 * The same rule for an amount that cannot be below zero (a price or rent bound): SPEC §5's
 * optional minus is dropped, so a typed '-' never shows.
 */
export function filterUnsignedAmount(raw: string): string {
  return filterAmount(raw).replace(/^-/, '');
}

/**
 * A list filter's bound: the unsigned rule, and 万 (ten thousand) after the number, as people write
 * prices (`1万`, `1.5万`; a space before it goes). What follows a 万 keeps its digits, dots and 万,
 * so `1万5` stays for the form to say it cannot read it rather than becoming a number nobody typed.
 */
export function filterAmountBound(raw: string): string {
  const at = raw.indexOf('万');
  if (at < 0) return filterUnsignedAmount(raw);
  return `${filterUnsignedAmount(raw.slice(0, at))}万${raw.slice(at + 1).replace(/[^\d.万]/g, '')}`;
}

/** The shape every filtered amount has: what the filter promises, usable in tests and forms. */
export const AMOUNT_SHAPE = /^-?(0|[1-9]\d*)?(\.\d{0,2})?$/;

/** A complete amount a form may submit (the filter also lets through partial input like '3.'). */
export const COMPLETE_AMOUNT = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;
