import { memo } from 'react';
import { BarChart } from '../../lib/charts/bar-chart';
import { Chart } from '../../lib/charts/chart';
import { ColumnChart } from '../../lib/charts/column-chart';
import { DonutChart } from '../../lib/charts/donut-chart';
import { starsText } from '@reelist/storage';
import { Panel } from '../../lib/panel';
import { MONTH_NAMES, MONTHS, newShare, plural } from './describe';
import type { YearReview } from './year-stats';
import styles from './year-review.module.css';

/** Viewings per month, January to December. */
export const MonthChart = memo(function MonthChart({ months }: { months: readonly number[] }) {
  const busiest = months.reduce((best, value, index) => (value > (months[best] ?? 0) ? index : best), 0);
  return (
    <Panel title="Month by month" className={styles.wide}>
      <Chart
        label="Viewings by month"
        description={`Busiest month: ${MONTH_NAMES[busiest]}, with ${plural(months[busiest] ?? 0, 'viewing')}.`}
        columns={['Month', 'Viewings']}
        rows={months.map((value, index) => ({
          key: index,
          label: MONTH_NAMES[index],
          value: plural(value, 'viewing'),
        }))}
      >
        <ColumnChart columns={months.map((value, index) => ({ key: index, label: MONTHS[index] ?? '', value }))} />
      </Chart>
    </Panel>
  );
});

/** The genres of the most titles, labelled by name beside the id. */
export const GenreChart = memo(function GenreChart({
  genres,
  genreName,
}: {
  genres: YearReview['genres'];
  genreName: (id: number) => string | undefined;
}) {
  const nameOf = (id: number) => genreName(id) ?? `Genre #${id}`;
  const first = genres[0];
  return (
    <Panel title="Top genres">
      {first ? (
        <Chart
          label="Top genres by titles watched"
          description={`${nameOf(first.id)} leads with ${plural(first.titles, 'title')}.`}
          columns={['Genre', 'Titles']}
          rows={genres.map((g) => ({
            key: g.id,
            label: `${nameOf(g.id)} (#${g.id})`,
            value: plural(g.titles, 'title'),
          }))}
        >
          <BarChart
            bars={genres.map((g) => ({ key: g.id, label: nameOf(g.id), value: g.titles, valueText: String(g.titles) }))}
          />
        </Chart>
      ) : (
        <p className={styles.muted}>No genres known yet.</p>
      )}
    </Panel>
  );
});

/** Titles by the decade they came out in. */
export const DecadeChart = memo(function DecadeChart({ decades }: { decades: YearReview['decades'] }) {
  const top = decades.reduce<(typeof decades)[number] | undefined>(
    (best, d) => (!best || d.titles > best.titles ? d : best),
    undefined,
  );
  return (
    <Panel title="Decades">
      {top ? (
        <Chart
          label="Titles by decade of release"
          description={`Most titles came out in the ${top.decade}s (${plural(top.titles, 'title')}).`}
          columns={['Decade', 'Titles']}
          rows={decades.map((d) => ({ key: d.decade, label: `${d.decade}s`, value: plural(d.titles, 'title') }))}
        >
          <ColumnChart columns={decades.map((d) => ({ key: d.decade, label: `${d.decade}s`, value: d.titles }))} />
        </Chart>
      ) : (
        <p className={styles.muted}>No release years known yet.</p>
      )}
    </Panel>
  );
});

/** How the visitor rated the year's titles, 1 to 5 stars (the ratings Detail shows). */
export const RatingChart = memo(function RatingChart({
  ratings,
  averageRating,
}: {
  ratings: readonly number[];
  averageRating: number | undefined;
}) {
  const rated = ratings.reduce((sum, n) => sum + n, 0);
  return (
    <Panel title="Ratings">
      {averageRating !== undefined ? (
        <Chart
          label="Titles by your rating in stars"
          description={`${plural(rated, 'rated title')}, average ${averageRating.toFixed(1)} out of 5 stars.`}
          columns={['Rating', 'Titles']}
          rows={ratings.map((n, index) => ({ key: index, label: starsText(index + 1), value: plural(n, 'title') }))}
        >
          <ColumnChart columns={ratings.map((n, index) => ({ key: index, label: `${index + 1}★`, value: n }))} />
        </Chart>
      ) : (
        <p className={styles.muted}>No ratings this year.</p>
      )}
    </Panel>
  );
});

/** New-to-you viewings against rewatches. */
export const NewVersusRewatch = memo(function NewVersusRewatch({ review }: { review: YearReview }) {
  const share = newShare(review);
  const slices = [
    {
      key: 'new',
      label: 'New to you',
      value: review.newToYou,
      valueText: `${review.newToYou.toLocaleString('en-US')} (${share}%)`,
    },
    {
      key: 'rewatch',
      label: 'Rewatched',
      value: review.rewatches,
      valueText: `${review.rewatches.toLocaleString('en-US')} (${100 - share}%)`,
    },
  ];
  return (
    <Panel title="New to you or rewatched">
      <Chart
        label="New-to-you viewings and rewatches"
        description={`${share}% of the year's viewings were new to you, ${100 - share}% rewatches.`}
        columns={['Kind', 'Viewings']}
        rows={slices.map((s) => ({ key: s.key, label: s.label, value: s.valueText }))}
      >
        <DonutChart slices={slices} />
      </Chart>
    </Panel>
  );
});
