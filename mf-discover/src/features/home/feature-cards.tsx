import type { IconData } from '@reelist/ui';
import { Icon, icons } from '@reelist/ui';
import styles from './home-page.module.css';

const FEATURES: ReadonlyArray<{ icon: IconData; title: string; text: string }> = [
  {
    icon: icons.film,
    title: 'Discover',
    text: 'Browse trending, popular, top-rated and upcoming movies and TV shows.',
  },
  {
    icon: icons.bookmark,
    title: 'Track',
    text: 'Keep a watchlist of what you want to watch, are watching and have watched.',
  },
  {
    icon: icons.sparkles,
    title: 'Personalise',
    text: 'Get recommendations from your watchlist and see your viewing analytics.',
  },
];

/** The three feature cards at the bottom of Home. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className={styles.features}>
      <h2 id="features-heading" className="sr-only">
        What you can do with Reelist
      </h2>
      <ul className={styles.featureList}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon icon={feature.icon} size={24} />
            </span>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.note}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
