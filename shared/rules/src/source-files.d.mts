export const CODE: RegExp;
export function isTestFile(file: string): boolean;
export function sourceFiles(root: string): string[];
export function fileReader(root: string): (file: string) => string | null;
