// How a leader figure is shown (the leader lists and the player page's ranks): its decimals with the domain's
// formatFixed (thousands separators, rounded on the digits as written), and a rate below one without its leading zero
// (.366, .915); a rank as an ordinal.
import { formatFixed } from './format';

export function formatFigure(value: number, stat: { digits: number }): string {
  const text = formatFixed(value, stat.digits);
  return stat.digits === 3 && Math.abs(value) < 1 ? text.replace(/^(-?)0\./, '$1.') : text;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
