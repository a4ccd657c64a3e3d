/**
 * How a sign-in confirmation names an account: by what its owner could not choose. A display name
 * is typed at registration, so anyone can register under a victim's name; the login name is unique
 * and the mobile is verified, so those two, masked, tell the person at the screen whether the
 * account is theirs without showing either whole.
 */
export type AccountLabel = { account: string; mobile: string | null };

/**
 * Control and format characters (bidi overrides and isolates, zero-width joiners, marks) and line
 * separators: unseen themselves, they can make a name read as another one.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

/** The first and last two characters (one of a short name), never the whole name. */
export function maskAccount(value: string): string {
  const chars = [...visibleText(value)].slice(0, 64);
  const keep = chars.length >= 6 ? 2 : 1;
  if (chars.length <= keep * 2) return `${chars.slice(0, 1).join('')}***`;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

/** The first three and last four digits of a mobile (a +86 prefix dropped); null when it is none. */
export function maskMobile(value: string): string | null {
  let digits = visibleText(value).replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('86')) digits = digits.slice(2);
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : null;
}

const text = (value: unknown) => (typeof value === 'string' && visibleText(value) ? value : null);

/**
 * The label of an id_token's claims: the login name as OpenID Connect (`preferred_username`) or
 * ADFS (`upn`, `unique_name`) spells it, else the subject; the mobile from `phone_number`. The
 * display name (`name`) is never read.
 */
export function accountLabel(claims: Record<string, unknown>): AccountLabel {
  const account =
    text(claims.preferred_username) ?? text(claims.upn) ?? text(claims.unique_name) ?? text(claims.sub) ?? '';
  const mobile = text(claims.phone_number);
  return { account: maskAccount(account), mobile: mobile ? maskMobile(mobile) : null };
}
