/**
 * Money as the centre prints it: thousands separated, always two decimals. The portal's prices and
 * the user centre's amounts both read it, so it stands below both.
 *
 * Written out rather than asked of `Intl`: the first number format of a page loads the browser's
 * locale data, about 20 ms of a phone's main thread in the middle of a list's first render. Like
 * `Intl.NumberFormat`, it rounds the number as it is written (1.005 to 1.01), half away from zero;
 * the unit test holds the two to the same output.
 */
export function formatMoney(amount: number): string {
  const written = String(Math.abs(amount));
  // What is not a number, and from 1e21 up: the locale's own format.
  if (!Number.isFinite(amount) || written.includes('e+')) {
    return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  // Below 1e-6 a number is written with an exponent, and rounds to nothing.
  const [whole = '0', fraction = ''] = written.includes('e') ? [] : written.split('.');
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 && cents > 0n ? '-' : ''}${grouped}.${digits.slice(-2)}`;
}

/**
 * An amount as a visitor wrote it in a filter (whole yuan, up to two decimals), its thousands
 * separated and its decimals as written: 1,234.5. What `toLocaleString('zh-CN')` prints for such an
 * amount, without the locale data a filtered list's chips would otherwise load in its first render.
 */
export function formatFilterAmount(amount: number): string {
  const [whole = '', fraction] = String(amount).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
