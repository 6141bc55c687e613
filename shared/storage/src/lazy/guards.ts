/** Type guards for the modules loaded on demand, which validate without valibot (see ../../README.md). */
export const isInteger = (value: unknown): value is number => Number.isInteger(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Absent, or passing `check`. */
export const optional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  value === undefined || check(value);
