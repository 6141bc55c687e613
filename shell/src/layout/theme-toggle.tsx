import { useTheme } from '@reelist/state';
import { IconButton, icons } from '@reelist/ui';

/** Switches light/dark; the label names the theme it switches to. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      icon={dark ? icons.sun : icons.moon}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleTheme}
    />
  );
}
