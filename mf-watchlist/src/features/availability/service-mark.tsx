import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { OfferKind } from '@reelist/contracts';
import type { CardMark } from './card-marks';
import styles from './availability.module.css';

const KIND_WORDS: Record<OfferKind, string> = {
  flatrate: 'Stream on',
  free: 'Free on',
  ads: 'Free with ads on',
  rent: 'Rent on',
  buy: 'Buy on',
};

/** The logo of the first of my services that offers the title, and "Now on {service}" when it just arrived. */
export function ServiceMark({ mark }: { mark: CardMark | undefined }) {
  if (!mark?.service && !mark?.arrival) return null;
  const { service, arrival } = mark;
  const offered = service && `${KIND_WORDS[service.kind]} ${service.name}`;
  return (
    <span className={styles.mark}>
      {service && (
        <span className={styles.service} title={offered}>
          {service.logoPath ? (
            <img
              className={styles.logo}
              src={imageUrl(service.logoPath, C.IMAGE_SIZES.logo)}
              alt={offered}
              width={20}
              height={20}
              loading="lazy"
            />
          ) : (
            <span className={styles.serviceName}>{service.name}</span>
          )}
        </span>
      )}
      {arrival && (
        <span className={styles.arrival}>
          {arrival.fresh && <span className={styles.dot} role="img" aria-label="New" />}
          Now on {arrival.service}
        </span>
      )}
    </span>
  );
}
