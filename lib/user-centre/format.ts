/** A bank account number as the page shows it: only its last four digits, the rest masked. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}
