import styles from './charts.module.css';

export interface Slice {
  key: string;
  label: string;
  value: number;
  /** The value as shown in the legend ('12 (60%)'). */
  valueText: string;
}

const RADIUS = 15.9155; // a circumference of 100: dash lengths are percentages
const TONES = [styles.tone0, styles.tone1, styles.tone2, styles.tone3];

/** Shares of a whole as a ring with a legend. Purely visual: wrap it in a Chart. */
export function DonutChart({ slices }: { slices: readonly Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let offset = 0;
  return (
    <div className={styles.donut} aria-hidden="true">
      <svg viewBox="0 0 42 42" className={styles.ring} focusable="false">
        <circle cx={21} cy={21} r={RADIUS} className={styles.ringTrack} />
        {total > 0 &&
          slices.map((slice, index) => {
            const share = (slice.value / total) * 100;
            const arc = (
              <circle
                key={slice.key}
                cx={21}
                cy={21}
                r={RADIUS}
                className={`${styles.ringSlice} ${TONES[index % TONES.length]}`}
                strokeDasharray={`${share} ${100 - share}`}
                strokeDashoffset={25 - offset}
              />
            );
            offset += share;
            return arc;
          })}
      </svg>
      <ul className={styles.legend}>
        {slices.map((slice, index) => (
          <li key={slice.key}>
            <span className={`${styles.swatch} ${TONES[index % TONES.length]}`} />
            <span>{slice.label}</span>
            <span className={styles.legendValue}>{slice.valueText}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
