import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@reelist/i18n/react';
import { imageUrl } from '@reelist/api';
import type { PersonDetails } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { Button, LazyImage } from '@reelist/ui';
import { FollowButton } from './follow-button';
import { nameList } from '../../lib/lists';
import { lifeFacts } from './person-facts';
import styles from './person.module.css';
import { BIOGRAPHY_CUT, PROFILE_SIZE } from './constants';

/** Photo, name, Follow, facts (known for, born, died, place of birth), also-known-as and the biography. */
export function PersonHeader({ person }: { person: PersonDetails }) {
  // Renders again when the language changes: the facts and the list of names are in the current language.
  useLingui();
  const names = nameList(person.also_known_as);
  return (
    <header className={styles.header}>
      <div className={styles.photo}>
        <LazyImage
          src={imageUrl(person.profile_path, PROFILE_SIZE)}
          alt={person.name}
          width={500}
          height={750}
          priority="high"
        />
      </div>
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{person.name}</h1>
          <FollowButton person={person} />
        </div>
        <dl className={styles.facts}>
          {lifeFacts(person, localToday()).map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {person.also_known_as.length > 0 && (
          <p className={styles.muted}>
            <Trans>Also known as: {names}</Trans>
          </p>
        )}
        <Biography text={person.biography} />
      </div>
    </header>
  );
}

/** The biography cut to a few lines, with Read more when it is longer than that. */
function Biography({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No biography available.</Trans>
      </p>
    );
  const long = text.length > BIOGRAPHY_CUT;
  return (
    <section aria-labelledby="person-biography" className={styles.biography}>
      <h2 id="person-biography" className={styles.subheading}>
        <Trans>Biography</Trans>
      </h2>
      <div id="person-biography-text" className={long && !open ? styles.cut : undefined}>
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls="person-biography-text"
          onClick={() => setOpen(!open)}
        >
          {open ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
        </Button>
      )}
    </section>
  );
}
