import { useCallback, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** Why adding typed text added nothing: nothing typed, only tags it has, or no room for more. */
type Refusal = { reason: 'empty' } | { reason: 'known'; typed: string[] } | { reason: 'full' };

/** What adding `text` to `tags` gives, and why it adds nothing when it does not. */
function added(tags: readonly string[], text: string): { tags: string[]; refusal?: Refusal } {
  const typed = normaliseTags(text);
  if (typed.length === 0) return { tags: [...tags], refusal: { reason: 'empty' } };
  const next = unionTags(tags, typed);
  if (next.length === tags.length) {
    const known = new Set(tags.map(tagKey));
    return {
      tags: [...tags],
      refusal: typed.every((tag) => known.has(tagKey(tag))) ? { reason: 'known', typed } : { reason: 'full' },
    };
  }
  return { tags: next };
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
  const { t } = useLingui();
  const own = new Set(tags.map(tagKey));
  const offered = suggestions.filter((tag) => !own.has(tagKey(tag)));

  const say = (refusal: Refusal): string => {
    if (refusal.reason === 'empty') return t`Type a tag to add.`;
    if (refusal.reason === 'full') {
      const max = WATCHLIST_TAGS_MAX;
      return t`An item keeps at most ${max} tags.`;
    }
    const typed = refusal.typed.join(', ');
    const count = refusal.typed.length;
    return plural(count, { one: `${typed} is already a tag.`, other: `${typed} are already tags.` });
  };

  const add = () => {
    const result = added(tags, text);
    setTags(result.tags);
    setMessage(result.refusal ? say(result.refusal) : '');
    if (!result.refusal) setText('');
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
    setMessage(t`Removed ${tag}.`);
    input.current?.focus();
  };

  const title = item.title;
  const heading = t`Tags for ${title}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim() === '' ? tags : unionTags(tags, normaliseTags(text)));
    onClose();
  };

  return (
    <Modal open onClose={onClose} title={heading} initialFocusRef={input}>
      <form className={styles.editor} onSubmit={save} aria-label={heading}>
        {tags.length > 0 ? (
          <ul className={styles.chips} aria-label={t`Current tags`}>
            {tags.map((tag) => (
              <li key={tag}>
                <Tag label={tag} tone="info" onRemove={() => remove(tag)} removeLabel={t`Remove tag ${tag}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            <Trans>No tags yet.</Trans>
          </p>
        )}
        <div className={styles.addRow}>
          <span className={styles.field}>
            <label htmlFor={inputId}>
              <Trans>Add tag</Trans>
            </label>
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
            <Trans>Add</Trans>
          </Button>
        </div>
        <p id={messageId} className={styles.message} role="status">
          {message}
        </p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Save</Trans>
          </Button>
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
