import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { Button, Icon, IconButton, icons } from '@reelist/ui';
import styles from './search-bar.module.css';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; blank text is never submitted. */
  onSubmit: (query: string) => void;
  /** 'Search movies and TV shows' unless given. */
  label?: string;
  /** 'Search movies and TV shows...' unless given. */
  placeholder?: string;
  autoFocus?: boolean;
}

/** A labelled search form with a clear button; Enter or the Search button submits non-blank text. */
export function SearchBar({ value, onChange, onSubmit, label, placeholder, autoFocus }: SearchBarProps) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSubmit(query);
  };
  return (
    // action and name: on a page the server rendered, a search sent before the app has started still opens Search.
    <form role="search" action="/search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label ?? t`Search movies and TV shows`}
      </label>
      <span className={styles.field}>
        <span className={styles.icon}>
          <Icon icon={icons.search} size={20} />
        </span>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          value={value}
          placeholder={placeholder ?? t`Search movies and TV shows...`}
          autoComplete="off"
          enterKeyHint="search"
          // The search screen is where people come to type; focusing it saves a click.
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <IconButton
            icon={icons.x}
            aria-label={t`Clear search`}
            size="sm"
            className={styles.clear}
            onClick={() => onChange('')}
          />
        )}
      </span>
      <Button type="submit" size="lg" className={styles.submit}>
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
