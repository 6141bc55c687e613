import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import { useLingui } from '@reelist/i18n/react';
import type { OfferKind } from '@reelist/contracts';
import type { CardMark } from './card-marks';
import styles from './availability.module.css';

/** How the service offers the title, one sentence per kind ('Stream on Netflix'), in the language of the moment. */
function offeredOn(kind: OfferKind, service: string): string {
  switch (kind) {
    case 'free':
      return t`Free on ${service}`;
    case 'ads':
      return t`Free with ads on ${service}`;
    case 'rent':
      return t`Rent on ${service}`;
    case 'buy':
      return t`Buy on ${service}`;
    default:
      return t`Stream on ${service}`;
  }
}

/** The logo of the first of my services that offers the title, and "Now on {service}" when it just arrived. */
export function ServiceMark({ mark }: { mark: CardMark | undefined }) {
  // The offer's words come from a plain function: this renders again when the language changes.
  useLingui();
  if (!mark?.service && !mark?.arrival) return null;
  const { service: offer, arrival } = mark;
  const offered = offer && offeredOn(offer.kind, offer.name);
  const service = arrival?.service;
  return (
    <span className={styles.mark}>
      {offer && (
        <span className={styles.service} title={offered}>
          {offer.logoPath ? (
            <img
              className={styles.logo}
              src={imageUrl(offer.logoPath, C.IMAGE_SIZES.logo)}
              alt={offered}
              width={20}
              height={20}
              loading="lazy"
            />
          ) : (
            <span className={styles.serviceName}>{offer.name}</span>
          )}
        </span>
      )}
      {arrival && (
        <span className={styles.arrival}>
          {arrival.fresh && <span className={styles.dot} role="img" aria-label={t`New`} />}
          <Trans>Now on {service}</Trans>
        </span>
      )}
    </span>
  );
}
