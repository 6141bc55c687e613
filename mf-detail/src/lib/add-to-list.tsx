import { useState } from 'react';
import type { MouseEventHandler } from 'react';
import type { Translator } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListItem, MediaType } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import { useListPicker } from '@reelist/state/watch-log';
import { Button, IconButton, icons, ListPicker } from '@reelist/ui';

/** A title as one of the visitor's lists keeps it. */
export type ListTitle = Omit<ListItem, 'addedAt' | 'note'>;

/** A title as a list keeps it, from what a page knows of it: the year comes from its date (none when undated). */
export function listTitle(
  mediaType: MediaType,
  id: number,
  name: string,
  posterPath: string | null | undefined,
  date: string | null | undefined,
): ListTitle {
  const year = yearNumberOf(date);
  return { media_type: mediaType, id, title: name, poster_path: posterPath ?? null, ...(year ? { year } : {}) };
}

export interface AddToListProps {
  title: ListTitle;
  /** An icon button named after the title, for one row among many; otherwise a button reading "Add to list". */
  compact?: boolean;
  className?: string;
}

/**
 * "Add to list" for one title: the button, and the list picker while it is open. The picker, and the lists' store
 * behind it, mount only on the click, so a filmography of hundreds of rows loads and subscribes to nothing before
 * then. Closing the dialog gives focus back to the button (the dialog does that itself).
 */
export function AddToList({ title, compact = false, className }: AddToListProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const name = title.title;
  return (
    <>
      {compact ? (
        <IconButton
          icon={icons.list}
          size="sm"
          aria-label={t`Add ${name} to a list`}
          aria-haspopup="dialog"
          className={className}
          onClick={() => setOpen(true)}
        />
      ) : (
        <Button
          variant="secondary"
          icon={icons.list}
          aria-haspopup="dialog"
          className={className}
          onClick={() => setOpen(true)}
        >
          <Trans>Add to list</Trans>
        </Button>
      )}
      {open && <TitleListPicker title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The name of a row's Add to list button: "Add {title} to a list". */
export const addToListName = (_: Translator['_'], name: string): string => _(msg`Add ${name} to a list`);

/**
 * Add to list's icon button for one row among hundreds (a filmography): no state or translator of its own, the list
 * opens its one `TitleListPicker` for the row. Named as AddToList's compact button is (`addToListName`).
 */
export function AddToListButton({
  name,
  className,
  onClick,
}: {
  name: string;
  className?: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <IconButton
      icon={icons.list}
      size="sm"
      aria-label={name}
      aria-haspopup="dialog"
      className={className}
      onClick={onClick}
    />
  );
}

/** The list picker for one title, while it is open. */
export function TitleListPicker({ title, onClose }: { title: ListTitle; onClose: () => void }) {
  const { choices, toggle, create } = useListPicker(title);
  return (
    <ListPicker open onClose={onClose} title={title.title} choices={choices} onToggle={toggle} onCreate={create} />
  );
}
