/** Joins truthy class names; CSS Modules give us strings, conditions give us falsy values. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
