/**
 * Money as the centre prints it: thousands separated, always two decimals. The portal's prices and
 * the user centre's amounts both read it, so it stands below both.
 */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
