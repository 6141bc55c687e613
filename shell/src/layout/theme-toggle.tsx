import { useTheme } from '@reelist/state';
import { IconButton, icons } from '@reelist/ui';
import { useLingui } from '@lingui/react/macro';

/** Switches light/dark; the label names the theme it switches to. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const { t } = useLingui();
  return (
    <IconButton
      icon={dark ? icons.sun : icons.moon}
      aria-label={dark ? t`Switch to light mode` : t`Switch to dark mode`}
      onClick={toggleTheme}
    />
  );
}
