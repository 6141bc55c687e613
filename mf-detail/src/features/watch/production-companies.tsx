import { Trans } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { ProductionCompany } from '@reelist/contracts';
import styles from './watch.module.css';
import { PRODUCTION_COMPANIES_MAX } from '../../lib/constants';

/** Up to three production companies, with their logos when the service has one. */
export function ProductionCompanies({ companies }: { companies: readonly ProductionCompany[] | undefined }) {
  const shown = (companies ?? []).slice(0, PRODUCTION_COMPANIES_MAX);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="detail-companies" className={styles.section}>
      <h2 id="detail-companies" className={styles.heading}>
        <Trans>Production Companies</Trans>
      </h2>
      <ul className={styles.companies}>
        {shown.map((company) => (
          <li key={company.id} className={styles.company}>
            {company.logo_path && (
              <span className={styles.companyLogo}>
                <img
                  src={imageUrl(company.logo_path, C.IMAGE_SIZES.logo)}
                  alt=""
                  width={92}
                  height={46}
                  loading="lazy"
                />
              </span>
            )}
            <span>{company.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
