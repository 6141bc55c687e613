import { applyTheme, resolveTheme } from './resolve-theme';

describe('resolveTheme', () => {
  it.each([
    [{ theme: 'light', autoTheme: false }, true, 'light'],
    [{ theme: 'dark', autoTheme: false }, false, 'dark'],
    [{ theme: 'system', autoTheme: false }, true, 'dark'],
    [{ theme: 'system', autoTheme: false }, false, 'light'],
    [{ theme: 'light', autoTheme: true }, true, 'dark'],
    [{ theme: 'dark', autoTheme: true }, false, 'light'],
  ] as const)('%j with system dark %s is %s', (settings, systemDark, expected) => {
    expect(resolveTheme(settings, systemDark)).toBe(expected);
  });
});

describe('applyTheme', () => {
  it('sets and removes the dark class and colour scheme', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyTheme(root, 'light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });
});
