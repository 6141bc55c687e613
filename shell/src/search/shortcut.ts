import { t } from '@lingui/core/macro';
/** Apple keyboards say ⌘, everyone else Ctrl (the spec's Ctrl/Cmd+K). */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

export const shortcutLabel = (apple: boolean): string => (apple ? '⌘K' : t`Ctrl K`);

/** Ctrl+K or Cmd+K, whatever the keyboard layout's case. */
export const isSearchShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
