/** Cell readers shared by the parsers: each turns a source's text into a checked value, or undefined. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The time a bare day is read at: the start of it, in UTC. */
const MIDNIGHT_UTC = 'T00:00:00.000Z';

/**
 * An ISO date-time from a source date: `YYYY-MM-DD` becomes that day at 00:00 UTC; a full date-time (with a zone
 * or `Z`) is normalised through Date; `YYYY-MM-DD HH:MM:SS` without a zone is read as UTC. Impossible dates
 * (2025-02-30) and years outside 1870..2200 are undefined.
 */
export function isoDateTime(value: string | undefined | null): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const day = DAY.exec(text);
  const candidate = day
    ? `${text}${MIDNIGHT_UTC}`
    : text.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2})?)$/, '$1T$2Z');
  if (!/^\d{4}-\d{2}-\d{2}T/.test(candidate)) return undefined;
  const date = new Date(candidate);
  if (Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  if (year < 1870 || year > 2200) return undefined;
  if (day && date.toISOString().slice(0, 10) !== text) return undefined;
  return date.toISOString();
}

/** A finite decimal number (`4.5`, `9.0`, ` 8 `), else undefined. Never truncates. */
export function decimal(value: string | number | undefined | null): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value?.trim();
  if (!text || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** A positive integer id (`949`, 949), else undefined. */
export function positiveId(value: string | number | undefined | null): number | undefined {
  const number = decimal(value);
  return number !== undefined && Number.isInteger(number) && number > 0 && number <= Number.MAX_SAFE_INTEGER
    ? number
    : undefined;
}

/** A four-digit year 1870..2200, else undefined. */
export function yearFrom(value: string | number | undefined | null): number | undefined {
  const number = positiveId(value);
  return number !== undefined && number >= 1870 && number <= 2200 ? number : undefined;
}

/** An IMDb title id `tt` + digits, else undefined. */
export function imdbId(value: string | undefined | null): string | undefined {
  const text = value?.trim();
  return text && /^tt\d{5,10}$/.test(text) ? text : undefined;
}

/**
 * A rating converted to the 1-10 scale: `scale` is the source's maximum (5 for Letterboxd's 0.5-5, 10, 100 for
 * Ryot). Half points are kept (Letterboxd 3.5 -> 7, Ryot 85 -> 8.5) and the result is at least 1 (TMDB 0.5 -> 1);
 * empty, 0 (unrated) and values outside the scale are undefined.
 */
export function rating10(value: string | number | undefined | null, scale: number): number | undefined {
  const number = decimal(value);
  if (number === undefined || number <= 0 || number > scale) return undefined;
  const converted = Math.round(((number * 10) / scale) * 2) / 2;
  return Math.min(10, Math.max(1, converted));
}

/** A whole number 0 or more (`0` for a specials season, `12`), else undefined. */
export function wholeNumber(value: string | number | undefined | null): number | undefined {
  const number = decimal(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 && number <= 100_000 ? number : undefined;
}
