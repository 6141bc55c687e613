import type { ThemeSettings } from '@reelist/contracts';

export type ResolvedTheme = 'light' | 'dark';

/**
 * The theme actually shown. Pure and dependency-free so the shell's pre-paint script can inline the same rule:
 * auto theme on, or theme 'system', follows the system colour scheme; otherwise the chosen theme.
 */
export function resolveTheme(settings: ThemeSettings, systemDark: boolean): ResolvedTheme {
  if (settings.autoTheme || settings.theme === 'system') return systemDark ? 'dark' : 'light';
  return settings.theme;
}

/** Puts the resolved theme on the page root: the `dark` class and the matching `color-scheme`. */
export function applyTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
