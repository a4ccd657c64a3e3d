/** Weights of the first 17 digits of a resident ID number (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/**
 * Is this an 18-character resident ID number whose last character is its check digit and whose
 * birth date exists? A mistyped digit fails here before the number is ever sent.
 */
export function isValidIdCardNumber(text: string): boolean {
  const value = text.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(value[index]) * WEIGHTS[index]!;
  return CHECK_CHARACTERS[sum % 11] === value[17];
}
