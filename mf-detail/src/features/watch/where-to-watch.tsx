import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { MediaType, WatchProvider } from '@reelist/contracts';
import { usePreferences } from '@reelist/state';
import { Skeleton } from '@reelist/ui';
import { useWatchProviders } from './get-watch-providers';
import styles from './watch.module.css';

export interface WhereToWatchProps {
  mediaType: MediaType;
  id: number;
}

const KINDS: ReadonlyArray<readonly ['flatrate' | 'free' | 'ads' | 'rent' | 'buy', MessageDescriptor]> = [
  ['flatrate', msg`Stream`],
  ['free', msg`Free`],
  ['ads', msg`With ads`],
  ['rent', msg`Rent`],
  ['buy', msg`Buy`],
];

/** The visitor's services first, in the order they chose them; the others keep the service's order (sort is stable). */
function mineFirst(providers: readonly WatchProvider[], mine: readonly number[]): WatchProvider[] {
  const rank = (p: WatchProvider) => {
    const index = mine.indexOf(p.provider_id);
    return index === -1 ? mine.length : index;
  };
  return [...providers].sort((a, b) => rank(a) - rank(b));
}

/**
 * Streaming, free, ad-supported, rental and purchase providers in the visitor's preferred region, each linking to
 * the offers page; the visitor's own services come first in each group, marked "Your service".
 */
export function WhereToWatch({ mediaType, id }: WhereToWatchProps) {
  const { i18n } = useLingui();
  const { preferredRegion: region, myServices } = usePreferences().preferences;
  const { country, loading, failed } = useWatchProviders(mediaType, id, region);
  const groups = KINDS.map(([kind, label]) => ({
    kind,
    label: i18n._(label),
    providers: mineFirst(country?.[kind] ?? [], myServices),
  })).filter((group) => group.providers.length > 0);

  return (
    <section aria-labelledby="detail-watch" className={styles.section} aria-busy={loading}>
      <h2 id="detail-watch" className={styles.heading}>
        <Trans>
          Where to Watch <span className={styles.region}>({region})</span>
        </Trans>
      </h2>
      {loading ? (
        <Skeleton variant="text" lines={2} />
      ) : failed ? (
        <p role="alert" className={styles.error}>
          <Trans>Failed to load streaming information</Trans>
        </p>
      ) : groups.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No streaming information available for this region.</Trans>
        </p>
      ) : (
        groups.map(({ kind, label, providers }) => (
          <div key={kind} className={styles.group}>
            <h3 className={styles.groupName}>{label}</h3>
            <ul className={styles.providers}>
              {providers.map((provider) => (
                <ProviderLogo
                  key={provider.provider_id}
                  provider={provider}
                  link={country?.link}
                  mine={myServices.includes(provider.provider_id)}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function ProviderLogo({ provider, link, mine }: { provider: WatchProvider; link: string | undefined; mine: boolean }) {
  const { t } = useLingui();
  const logo = (
    <img
      src={imageUrl(provider.logo_path, C.IMAGE_SIZES.logo)}
      alt={provider.provider_name}
      width={46}
      height={46}
      loading="lazy"
    />
  );
  const safe = link && /^https?:\/\//i.test(link) ? link : undefined;
  return (
    <li className={styles.provider} title={provider.provider_name} data-mine={mine || undefined}>
      {safe ? (
        <a href={safe} target="_blank" rel="noopener noreferrer">
          {logo}
        </a>
      ) : (
        logo
      )}
      {mine && <span className={styles.yours}>{t`Your service`}</span>}
    </li>
  );
}
