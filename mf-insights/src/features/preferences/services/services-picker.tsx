import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { WatchProvider } from '@reelist/contracts';
import { useRegionProviders } from '@reelist/state/availability';
import { Skeleton } from '@reelist/ui';
import styles from './services.module.css';

export interface ServicesPickerProps {
  region: string;
  /** Chosen provider ids, in the order chosen. */
  selected: readonly number[];
  onChange: (next: number[]) => void;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** "My streaming services": the preferred region's providers with logos, searchable, any number chosen. */
export function ServicesPicker({ region, selected, onChange }: ServicesPickerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const providers = useRegionProviders(region);
  const shown = useMemo(() => {
    const needle = normalize(filter);
    return (providers.data ?? []).filter((p) => normalize(p.provider_name).includes(needle));
  }, [providers.data, filter]);
  const count = selected.length;
  const term = filter.trim();
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <div className={styles.picker} role="group" aria-labelledby={headingId}>
      <div className={styles.head}>
        <span id={headingId} className={styles.label}>
          <Trans>My streaming services</Trans>
        </span>
        <span className={styles.count} aria-live="polite">
          {selected.length === 0 ? t`None chosen` : t`${count} chosen`}
        </span>
      </div>
      <p className={styles.hint}>
        <Trans>Reelist marks what you can watch on them ({region}).</Trans>
      </p>
      <input
        type="search"
        className={styles.search}
        placeholder={t`Search services`}
        aria-label={t`Search services`}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {providers.loading && !providers.data ? (
        <Skeleton variant="text" lines={3} />
      ) : providers.error ? (
        <p className={styles.error}>
          <Trans>Failed to fetch watch providers</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No service matches “{term}”.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((provider) => (
            <ServiceOption
              key={provider.provider_id}
              provider={provider}
              checked={selected.includes(provider.provider_id)}
              onToggle={() => toggle(provider.provider_id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ServiceOption({
  provider,
  checked,
  onToggle,
}: {
  provider: WatchProvider;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <label className={styles.option} data-checked={checked || undefined}>
        <input type="checkbox" className={styles.checkbox} checked={checked} onChange={onToggle} />
        {provider.logo_path ? (
          <img
            className={styles.logo}
            src={imageUrl(provider.logo_path, C.IMAGE_SIZES.logo)}
            alt=""
            width={32}
            height={32}
            loading="lazy"
          />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <span className={styles.name}>{provider.provider_name}</span>
      </label>
    </li>
  );
}
