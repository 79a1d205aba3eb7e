/**
 * The service's dates, read liberally: any ISO-8601 form (with or without offset, any fraction
 * such as Laravel's microseconds) or MySQL's `YYYY-MM-DD HH:MM:SS`, which Laravel means as UTC.
 * Returns epoch milliseconds, or null for anything else.
 */
export function parseServiceDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(
      value.trim(),
    );
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const ms = Number((frac + '000').slice(0, 3));
  let time = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, ms);
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0')) * 60_000;
  }
  const check = new Date(Date.UTC(+y!, +mo! - 1, +d!));
  const valid = check.getUTCMonth() === +mo! - 1 && check.getUTCDate() === +d! && +h < 24 && +mi < 60 && +s < 61;
  return valid && Number.isFinite(time) ? time : null;
}
