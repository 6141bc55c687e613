import { useCallback, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { WatchlistItem } from '@reelist/contracts';
import { normaliseTags, tagKey, unionTags, WATCHLIST_TAG_MAX, WATCHLIST_TAGS_MAX } from '@reelist/storage';
import { Button, Modal, Tag } from '@reelist/ui';
import styles from './tags.module.css';

export interface TagEditorProps {
  item: WatchlistItem;
  /** Tags used elsewhere in the watchlist, offered while typing. */
  suggestions: readonly string[];
  onSave: (tags: string[]) => void;
  onClose: () => void;
}

/** What adding `text` to `tags` gives, and what to tell the visitor when it adds nothing. */
function added(tags: readonly string[], text: string): { tags: string[]; message: string } {
  const typed = normaliseTags(text);
  if (typed.length === 0) return { tags: [...tags], message: 'Type a tag to add.' };
  const next = unionTags(tags, typed);
  if (next.length === tags.length) {
    const known = new Set(tags.map(tagKey));
    return {
      tags: [...tags],
      message: typed.every((tag) => known.has(tagKey(tag)))
        ? `${typed.join(', ')} is already a tag.`
        : `An item keeps at most ${WATCHLIST_TAGS_MAX} tags.`,
    };
  }
  return { tags: next, message: '' };
}

/**
 * The item's tags as removable chips and an "Add tag" field (Enter or Add adds; commas and semicolons separate
 * several) offering the watchlist's other tags. Nothing changes until Save, which also takes a tag still typed in
 * the field, so it is not lost; Cancel, Escape or Close leave the tags as they were.
 */
export function TagEditor({ item, suggestions, onSave, onClose }: TagEditorProps) {
  const [tags, setTags] = useState<string[]>(() => [...(item.tags ?? [])]);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const own = new Set(tags.map(tagKey));
  const offered = suggestions.filter((tag) => !own.has(tagKey(tag)));

  const add = () => {
    const result = added(tags, text);
    setTags(result.tags);
    setMessage(result.message);
    if (!result.message) setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the typed tag; it never submits (saves) the form by surprise.
    event.preventDefault();
    add();
  };

  const remove = (tag: string) => {
    setTags((now) => now.filter((other) => other !== tag));
    setMessage(`Removed ${tag}.`);
    input.current?.focus();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim() === '' ? tags : unionTags(tags, normaliseTags(text)));
    onClose();
  };

  return (
    <Modal open onClose={onClose} title={`Tags for ${item.title}`} initialFocusRef={input}>
      <form className={styles.editor} onSubmit={save} aria-label={`Tags for ${item.title}`}>
        {tags.length > 0 ? (
          <ul className={styles.chips} aria-label="Current tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Tag label={tag} tone="info" onRemove={() => remove(tag)} removeLabel={`Remove tag ${tag}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>No tags yet.</p>
        )}
        <div className={styles.addRow}>
          <span className={styles.field}>
            <label htmlFor={inputId}>Add tag</label>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="text"
              value={text}
              list={listId}
              maxLength={WATCHLIST_TAG_MAX * 4}
              autoComplete="off"
              aria-describedby={messageId}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <datalist id={listId}>
              {offered.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          </span>
          <Button type="button" variant="secondary" onClick={add}>
            Add
          </Button>
        </div>
        <p id={messageId} className={styles.message} role="status">
          {message}
        </p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * "Edit tags" for the watchlist: which item's editor is open, and that one editor (the page holds it once for all
 * its cards and rows, which only call `open(item)`). Closing gives focus back to what had it (the dialog does it).
 */
export function useTagEditor(suggestions: readonly string[], save: (item: WatchlistItem, tags: string[]) => void) {
  const [item, setItem] = useState<WatchlistItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  const editor = item ? (
    <TagEditor item={item} suggestions={suggestions} onSave={(tags) => save(item, tags)} onClose={close} />
  ) : null;
  return { open: setItem, editor };
}
