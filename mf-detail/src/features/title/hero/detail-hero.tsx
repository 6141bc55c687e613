import { Fragment } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageSrcSet, imageUrl } from '@reelist/api';
import { C, SHOWN_WIDTH } from '@reelist/contracts';
import type { MediaType, Person, Title } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { Button, Icon, icons, LazyImage, Tag } from '@reelist/ui';
import { nameListParts } from '../../../lib/lists';
import { displayTitle } from '../../../lib/title-text';
import { TitleActions } from './title-actions';
import { Viewings } from './viewings';
import { TitleFacts } from './title-facts';
import styles from './detail-hero.module.css';
import { directors, personPath } from '../../people';

export interface DetailHeroProps {
  title: Title;
  mediaType: MediaType;
  /** Absent when the title has no YouTube video: then there is no Watch Trailer button. */
  onWatchTrailer?: () => void;
}

/** The top of the page: back link, backdrop with Watch Trailer, poster, facts, actions and the overview. */
export function DetailHero({ title, mediaType, onWatchTrailer }: DetailHeroProps) {
  const { t } = useLingui();
  const name = displayTitle(title);
  const directedBy = directors(title.credits?.crew);
  const count = directedBy.length;
  return (
    <header className={styles.hero}>
      <div className={styles.backdrop}>
        <LazyImage
          src={imageUrl(title.backdrop_path, C.IMAGE_SIZES.backdrop)}
          srcSet={imageSrcSet(title.backdrop_path, 'backdrop')}
          sizes={SHOWN_WIDTH.heroBackdrop}
          alt=""
          width={1280}
          height={720}
          priority="high"
        />
        <div className={styles.scrim} />
        <AppLink to="/" className={styles.back}>
          <Icon icon={icons.arrowLeft} size={18} />
          <Trans>Back</Trans>
        </AppLink>
        {onWatchTrailer && (
          <Button size="lg" icon={icons.play} className={styles.trailerButton} onClick={onWatchTrailer}>
            <Trans>Watch Trailer</Trans>
          </Button>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.poster}>
          <LazyImage
            src={imageUrl(title.poster_path, C.IMAGE_SIZES.poster)}
            srcSet={imageSrcSet(title.poster_path, 'poster')}
            sizes={SHOWN_WIDTH.heroPoster}
            alt={t`${name} poster`}
            width={500}
            height={750}
            priority="eager"
          />
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{name}</h1>
          {title.tagline && <p className={styles.tagline}>{title.tagline}</p>}
          <TitleFacts title={title} mediaType={mediaType} />
          <TitleActions title={title} mediaType={mediaType} />
          <Viewings id={title.id} mediaType={mediaType} />
          {!!title.genres?.length && (
            <ul className={styles.genres} aria-label={t`Genres`}>
              {title.genres.map((genre) => (
                <li key={genre.id}>
                  <Tag label={genre.name} />
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby="detail-overview" className={styles.overview}>
            <h2 id="detail-overview" className={styles.subheading}>
              <Trans>Overview</Trans>
            </h2>
            <p>{title.overview || t`No overview available.`}</p>
          </section>
          {directedBy.length > 0 && (
            <p className={styles.directors}>
              <span className={styles.muted}>{plural(count, { one: 'Director:', other: 'Directors:' })} </span>
              {nameListParts(directedBy.map((person) => person.name)).map((part, i) => {
                if ('separator' in part) return <Fragment key={`separator-${i}`}>{part.separator}</Fragment>;
                const person = directedBy[part.index] as Person;
                return (
                  <AppLink key={person.credit_id ?? person.id} to={personPath(person.id)}>
                    {person.name}
                  </AppLink>
                );
              })}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
