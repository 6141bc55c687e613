import type { SearchStats } from '@reelist/contracts';
import { plural } from '@reelist/domain';
import { BarChart } from '../../lib/charts/bar-chart';
import { Panel } from '../../lib/panel';
import styles from './analytics.module.css';

/** Totals, success rate and average results, then the ten most frequent queries (query text rendered as text). */
export function SearchStatistics({ stats }: { stats: SearchStats }) {
  const top = stats.topQueries ?? [];
  return (
    <Panel title="Search Statistics">
      <dl className={styles.figures}>
        <div>
          <dt>Total Searches</dt>
          <dd>{stats.totalSearches}</dd>
        </div>
        <div>
          <dt>Success Rate</dt>
          <dd>{Math.round(stats.successRate)}%</dd>
        </div>
        <div>
          <dt>Avg Results</dt>
          <dd>{stats.averageResults.toFixed(1)}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>Top Searches</h3>
      {top.length > 0 ? (
        <BarChart
          label="Most frequent searches"
          bars={top.map(({ query, count }) => ({
            key: query,
            label: query,
            value: count,
            valueText: plural(count, 'search', 'searches'),
          }))}
        />
      ) : (
        <p className={styles.muted}>No searches yet.</p>
      )}
    </Panel>
  );
}
