/** The 31 characters of a unified social credit code (GB 32100-2015): no I, O, S, V or Z. */
const CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** Is this an 18-character unified social credit code whose last character is its check character? */
export function isValidCreditCode(text: string): boolean {
  const value = text.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += CHARACTERS.indexOf(value[index]!) * WEIGHTS[index]!;
  return CHARACTERS[(31 - (sum % 31)) % 31] === value[17];
}
