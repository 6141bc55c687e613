import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MediaType, Title } from '@reelist/contracts';
import { formatDate } from '@reelist/domain';
import { Icon, icons } from '@reelist/ui';
import { useExtraRatings } from '../api/get-extra-ratings';
import styles from './detail-hero.module.css';
import { formatRuntime, formatVote, titleRuntime, tvYearRange } from '../../../lib/format-facts';

export interface TitleFactsProps {
  title: Title;
  mediaType: MediaType;
}

/** Release info, runtime, seasons for TV, the vote, and the ratings service's extra ratings. */
export function TitleFacts({ title, mediaType }: TitleFactsProps) {
  const { t } = useLingui();
  const extra = useExtraRatings(title.imdb_id);
  const tv = mediaType === 'tv';
  const facts: Array<[label: string, value: string]> = tv
    ? [
        [t`First Aired`, formatDate(title.first_air_date)],
        [t`Years`, tvYearRange(title.first_air_date, title.last_air_date, title.status)],
        [t`Episode Runtime`, formatRuntime(titleRuntime(title))],
      ]
    : [
        [t`Release Date`, formatDate(title.release_date)],
        [t`Runtime`, formatRuntime(titleRuntime(title))],
      ];
  const seasons = title.number_of_seasons;
  if (tv && seasons) facts.push([t`Seasons`, plural(seasons, { one: '# Season', other: '# Seasons' })]);
  const vote = formatVote(title.vote_average);
  const votes = title.vote_count ?? 0;

  return (
    <div className={styles.facts}>
      <dl className={styles.factList}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.vote}>
        <Icon icon={icons.starFilled} size={18} className={styles.voteStar} />
        <span className={styles.voteValue} aria-label={t`Rating ${vote} out of 10`}>
          {vote}
        </span>
        <span className={styles.muted}>{plural(votes, { one: '(# vote)', other: '(# votes)' })}</span>
      </p>
      {extra.length > 0 && (
        <ul className={styles.extraRatings} aria-label={t`Ratings from other sources`}>
          {extra.map((rating) => (
            <li key={rating.source} className={styles.extraRating}>
              <span className={styles.muted}>{rating.source}</span> <strong>{rating.value}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
