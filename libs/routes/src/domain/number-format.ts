// Numbers as en-US writes them ("1,234,567"; "12.5"), by hand for the same reason as formatDay: a page's first
// toLocaleString loads the browser's number-format data, some 35 ms of the first load's main thread (140 ms on a
// throttled phone).

/** `value` with thousands separators and at most `maxFractionDigits` decimals (rounded half away from zero). */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  // Rounded on the decimal digits as written ("1.005" → 1.01), as Intl does, not on the binary value.
  const rounded = Number(
    `${Math.round(Number(`${Math.abs(value)}e${maxFractionDigits}`))}e-${maxFractionDigits}`,
  );
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded === 0 ? '' : sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
