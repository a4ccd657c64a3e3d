/** Money as the centre prints it: thousands separated, always two decimals. */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A bank account number as the page shows it: only its last four digits, the rest masked. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}

/** Number of pages for a total (at least one, so an empty list still reads "1 / 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
