import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../actions/button';
import { Spinner } from '../feedback/spinner';
import { Modal } from '../overlay/modal';
import styles from './list-picker.module.css';

/** One of the visitor's lists in the picker: whether it holds the title at hand. */
export interface ListPickerChoice {
  id: string;
  name: string;
  count: number;
  holds: boolean;
}

export interface ListPickerProps {
  open: boolean;
  onClose: () => void;
  /** The title being added, named in the dialog. */
  title: string;
  /** null while the lists load. */
  choices: readonly ListPickerChoice[] | null;
  onToggle: (id: string) => void;
  onCreate: (name: string) => void;
  /** The longest list name the store keeps. */
  maxName?: number;
}

/** Past this many lists the picker offers a search in them. */
const SEARCH_FROM = 6;

const titles = (count: number) => plural(count, { one: '# title', other: '# titles' });

/**
 * "Add to list": the visitor's lists with a checkmark on those holding the title (a check adds it, a clear takes it
 * out), a search in them once there are many, and a new list made inline with the title in it.
 */
export function ListPicker({ open, onClose, title, choices, onToggle, onCreate, maxName = 100 }: ListPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const nameId = useId();
  const listId = useId();
  const typed = query.trim();
  const search = typed.toLocaleLowerCase();
  const shown = choices?.filter((choice) => choice.name.toLocaleLowerCase().includes(search));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onCreate(name.trim());
    setName('');
    setQuery('');
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Add to list`}>
      <p className={styles.lead}>
        <Trans>
          Choose the lists for <strong>{title}</strong>.
        </Trans>
      </p>
      {choices === null ? (
        <Spinner label={t`Loading your lists...`} showLabel />
      ) : (
        <>
          {choices.length >= SEARCH_FROM && (
            <input
              type="search"
              className={styles.input}
              aria-label={t`Search your lists`}
              placeholder={t`Search your lists`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
          {choices.length === 0 ? (
            <p className={styles.empty}>
              <Trans>You have no lists yet. Name your first one below.</Trans>
            </p>
          ) : shown?.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No list matches &ldquo;{typed}&rdquo;.</Trans>
            </p>
          ) : (
            <ul className={styles.choices} aria-label={t`Your lists`}>
              {shown?.map((choice) => (
                <li key={choice.id} className={styles.choice}>
                  <input
                    id={`${listId}-${choice.id}`}
                    type="checkbox"
                    checked={choice.holds}
                    aria-describedby={`${listId}-${choice.id}-count`}
                    onChange={() => onToggle(choice.id)}
                  />
                  <label htmlFor={`${listId}-${choice.id}`} className={styles.name}>
                    {choice.name}
                  </label>
                  <span id={`${listId}-${choice.id}-count`} className={styles.count}>
                    {titles(choice.count)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form className={styles.create} onSubmit={submit}>
        <label htmlFor={nameId} className={styles.createLabel}>
          <Trans>New list</Trans>
        </label>
        <div className={styles.createRow}>
          <input
            id={nameId}
            className={styles.input}
            value={name}
            maxLength={maxName}
            placeholder={t`e.g. Watch with the kids`}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!name.trim() || choices === null}>
            <Trans>Create list</Trans>
          </Button>
        </div>
      </form>
      <div className={styles.footer}>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </Modal>
  );
}
