export interface ParsedMessage {
  message?: string;
  translation?: string;
}
export type ParsedCatalogue = Record<string, ParsedMessage>;
export function placeholders(message: string): Set<string>;
export function catalogueProblems(
  name: string,
  english: ParsedCatalogue,
  translations: Record<string, ParsedCatalogue>,
): string[];
export function staleProblems(name: string, extracted: ParsedCatalogue, english: ParsedCatalogue): string[];
export function unreadable(message: string): string[];
