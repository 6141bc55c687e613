import * as v from 'valibot';

/**
 * A string of at most `max` characters. A check rather than valibot's maxLength: valibot's module sits in the
 * shell's first chunk, so every extra valibot piece a later chunk uses costs every first screen its bytes.
 */
export const boundedText = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.length <= max),
  );

/** Keeps the valid elements of an array whose other elements fail `item`. */
export const validItems =
  <T>(item: v.GenericSchema<unknown, T>) =>
  (decoded: unknown): T[] | undefined => {
    if (!Array.isArray(decoded)) return undefined;
    return decoded.flatMap((element: unknown) => {
      const result = v.safeParse(item, element);
      return result.success ? [result.output] : [];
    });
  };

/** Keeps, per key of a record of lists, the valid elements; drops keys that are not lists. */
export const validListsByKey =
  <T>(item: v.GenericSchema<unknown, T>) =>
  (decoded: unknown): Record<string, T[]> | undefined => {
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
    const keep = validItems(item);
    const out: Record<string, T[]> = {};
    for (const [key, list] of Object.entries(decoded)) {
      const items = keep(list);
      if (items && items.length > 0) out[key] = items;
    }
    return out;
  };

/** Keeps the valid fields of an object and takes the default for the others. */
export const validFields =
  <T extends object>(fields: { [K in keyof T]: v.GenericSchema<unknown, T[K]> }, defaults: () => T) =>
  (decoded: unknown): T | undefined => {
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
    const out: Record<string, unknown> = { ...decoded, ...(defaults() as Record<string, unknown>) };
    for (const key of Object.keys(fields) as Array<keyof T & string>) {
      const value = (decoded as Record<string, unknown>)[key];
      if (v.is(fields[key], value)) out[key] = value;
    }
    return out as T;
  };
