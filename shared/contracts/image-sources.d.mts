// Types for image-sources.mjs (plain ESM, read by the server too).
export const SRCSET_SIZES: {
  readonly poster: readonly ['w200', 'w342', 'w500'];
  readonly backdrop: readonly ['w300', 'w780', 'w1280'];
};
export type SrcSetKind = keyof typeof SRCSET_SIZES;
export const SHOWN_WIDTH: {
  readonly cardSm: string;
  readonly cardMd: string;
  readonly cardLg: string;
  readonly cardFluid: string;
  readonly heroBackdrop: string;
  readonly heroPoster: string;
};
export function srcSetAt(base: string, path: string | null | undefined, kind: SrcSetKind): string | undefined;
