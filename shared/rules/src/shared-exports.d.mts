export const MIN_USERS: Record<string, number>;
export function packageOf(file: string): string;
export function exportedNames(file: string, text: string): Set<string>;
export function importedNames(file: string, text: string): Map<string, Set<string>>;
export function underusedExports(options: {
  entries: Record<string, string>;
  files: string[];
  read: (file: string) => string | null;
  isTest: (file: string) => boolean;
  allowed: Record<string, string>;
}): { problems: string[]; users: Map<string, Set<string>> };
