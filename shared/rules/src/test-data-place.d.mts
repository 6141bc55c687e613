export function misplacedFixtures(
  files: string[],
  options: { isTest: (file: string) => boolean; allowed: Record<string, string> },
): string[];
