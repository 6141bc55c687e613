import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@reelist/i18n/react';
import type { IconData } from '@reelist/ui';
import { Icon, icons } from '@reelist/ui';
import styles from './home-page.module.css';

const FEATURES: ReadonlyArray<{ icon: IconData; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: icons.film,
    title: msg`Discover`,
    text: msg`Browse trending, popular, top-rated and upcoming movies and TV shows.`,
  },
  {
    icon: icons.bookmark,
    title: msg`Track`,
    text: msg`Keep a watchlist of what you want to watch, are watching and have watched.`,
  },
  {
    icon: icons.sparkles,
    title: msg`Personalise`,
    text: msg`Get recommendations from your watchlist and see your viewing analytics.`,
  },
];

/** The three feature cards at the bottom of Home. */
export function FeatureCards() {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="features-heading" className={styles.features}>
      <h2 id="features-heading" className="sr-only">
        <Trans>What you can do with Reelist</Trans>
      </h2>
      <ul className={styles.featureList}>
        {FEATURES.map((feature) => (
          <li key={feature.icon.name} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon icon={feature.icon} size={24} />
            </span>
            <h3 className={styles.featureTitle}>{_(feature.title)}</h3>
            <p className={styles.note}>{_(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
