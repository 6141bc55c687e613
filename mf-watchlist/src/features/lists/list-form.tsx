import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@reelist/ui';
import styles from './lists.module.css';

/** The longest name and description a list keeps (the store cuts anything longer). */
const MAX_NAME = 100;
const MAX_DESCRIPTION = 1000;

export interface ListFormValues {
  name: string;
  description: string;
  ranked: boolean;
}

export interface ListFormProps {
  /** The form's accessible name: "New list" or "Edit list". */
  label: string;
  initial?: ListFormValues;
  submitLabel: string;
  onSubmit: (values: ListFormValues) => void;
  onCancel: () => void;
}

/** A list's name, description and whether it is ranked: for a new list and for editing one. */
export function ListForm({ label, initial, submitLabel, onSubmit, onCancel }: ListFormProps) {
  const [values, setValues] = useState<ListFormValues>(initial ?? { name: '', description: '', ranked: false });
  const [error, setError] = useState('');
  const id = useId();
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setError(t`Give the list a name.`);
      return;
    }
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() });
  };

  return (
    <form className={styles.form} aria-label={label} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`} className={styles.fieldLabel}>
        <Trans>List name</Trans>
      </label>
      <input
        id={`${id}-name`}
        className={styles.input}
        value={values.name}
        maxLength={MAX_NAME}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setError('');
          setValues({ ...values, name: event.target.value });
        }}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-description`} className={styles.fieldLabel}>
        <Trans>Description (optional)</Trans>
      </label>
      <textarea
        id={`${id}-description`}
        className={styles.input}
        rows={3}
        value={values.description}
        maxLength={MAX_DESCRIPTION}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.ranked}
          onChange={(event) => setValues({ ...values, ranked: event.target.checked })}
        />
        <Trans>Ranked list (show each title&apos;s position)</Trans>
      </label>
      <div className={styles.formActions}>
        <Button type="submit">{submitLabel}</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
