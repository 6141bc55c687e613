export const MAX_LINES: number;
export function oversizedFiles(
  files: string[],
  read: (file: string) => string | null,
  options: { isTest: (file: string) => boolean; allowed: Record<string, string> },
): string[];
