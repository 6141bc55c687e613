// Exceptions to the rules shared/rules checks, each with the reason it is allowed. Keep this list short: a rule
// with many exceptions is a rule to change.

/** Source files over 300 lines that stay whole. */
export const longFiles = {};

/** Files named as fixtures that live outside a test folder. */
export const fixtures = {};

/** `@reelist/{package}#{name}` exports imported by fewer packages than the rule asks. */
export const sharedExports = {};
