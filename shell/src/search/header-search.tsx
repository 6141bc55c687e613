import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { cx, Icon, IconButton, icons, Spinner, useBrowserValue } from '@reelist/ui';
import { isApplePlatform, isSearchShortcut, shortcutLabel } from './shortcut';
import { useHeaderSearch } from './use-header-search';
import styles from './header-search.module.css';

export interface HeaderSearchProps {
  /** On phones the box shows only when toggled open; on desktop it is always visible (CSS). */
  open: boolean;
  /** Ctrl/Cmd+K was pressed: a closed phone search box must open first. */
  onShortcut: () => void;
  /** The visitor is done (submitted or pressed Escape): a phone search box may close. */
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
}

// A header rendered on a server names no shortcut: until the app has taken that page over, the keys do nothing.
const noKeyboardYet = (): boolean | undefined => undefined;

/** The header's search box: debounced, Enter submits, Escape clears, Ctrl/Cmd+K focuses. */
export function HeaderSearch({ open, onShortcut, onDone, inputRef, id }: HeaderSearchProps) {
  const { text, setText, submit, clear, pending } = useHeaderSearch();
  const { t } = useLingui();
  const [focused, setFocused] = useState(false);
  const hintId = useId();
  const apple = useBrowserValue<boolean | undefined>(isApplePlatform, noKeyboardYet);
  const term = text.trim();
  const showHint = focused && term !== '';
  const onShortcutRef = useRef(onShortcut);
  useEffect(() => {
    onShortcutRef.current = onShortcut;
  });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcutRef.current();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submit()) return;
    inputRef.current?.blur();
    onDone();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    clear();
    inputRef.current?.blur();
    onDone();
  };

  return (
    // action and name: on a page the server rendered, a search sent before the app has started still opens Search.
    <form
      id={id}
      role="search"
      action="/search"
      className={cx(styles.search, open && styles.open)}
      onSubmit={handleSubmit}
    >
      <span className={styles.leading}>
        {pending ? <Spinner size={16} label={t`Searching...`} /> : <Icon icon={icons.search} size={18} />}
      </span>
      <input
        ref={inputRef}
        name="q"
        type="search"
        className={styles.input}
        aria-label={t`Search movies and TV shows`}
        aria-describedby={showHint ? hintId : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={t`Search movies and TV shows...`}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {text ? (
        <IconButton
          icon={icons.x}
          size="sm"
          aria-label={t`Clear search`}
          className={styles.clear}
          // Keep the focus in the box: the visitor usually types again right away.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
        />
      ) : (
        apple !== undefined && (
          <kbd className={styles.kbd} aria-hidden="true">
            {shortcutLabel(apple)}
          </kbd>
        )
      )}
      {showHint && (
        <p id={hintId} className={styles.hint}>
          {t`Press Enter to search for "${term}"`}
        </p>
      )}
    </form>
  );
}
