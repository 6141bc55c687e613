// The page a visitor without JavaScript reads (public-pages.mjs puts it into the shell's HTML).
import { escapeHtml, imageAt, yearOf } from './page-head.mjs';

const link = (href, text) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const list = (items) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '');
const paragraph = (text) => (text ? `<p>${escapeHtml(text)}</p>` : '');
const imageTag = (src, alt, width = 185) =>
  src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}">` : '';
const titleLink = (credit) => {
  const name = credit.title ?? credit.name ?? 'Untitled';
  const year = yearOf(credit.release_date ?? credit.first_air_date);
  return `${link(`/${credit.media_type ?? 'movie'}/${credit.id}`, name)}${year ? ` (${year})` : ''}`;
};
const byPopularity = (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0);

/** What a visitor without JavaScript reads on a page that does not exist. */
export const NOT_FOUND = `<h1>Page Not Found</h1><p>This page does not exist on Reelist.</p><p>${link('/', 'Go to Reelist')}</p>`;

/**
 * The page's public content as plain HTML, for a visitor without JavaScript (and crawlers that read no scripts):
 * what the page says first, with working links to the people and titles it names. It goes in the shell's
 * <noscript>, so with JavaScript on it is never shown and the app's own render is untouched. Home shows its first row
 * (Trending Today), Search its first page of results; '' for Search without a query.
 */
export function readableFor(page, data, { imageBase }) {
  if (!data) return '';
  const tail = `<p>${link('/', 'Reelist')} works best with JavaScript on.</p>`;
  if (page.kind === 'home' || page.kind === 'search') {
    const results = data.results.slice(0, 20);
    const item = (result) =>
      result.media_type === 'person'
        ? link(`/person/${result.id}`, result.name ?? 'Unknown')
        : `${imageTag(imageAt(imageBase, 'w92', result.poster_path), '', 46)}${titleLink(result)}`;
    const home = page.kind === 'home';
    return [
      home ? '<h1>Welcome to Reelist</h1>' : '<h1>Search Movies &amp; TV Shows</h1>',
      home ? paragraph('Discover movies and TV shows, and keep track of what you want to watch.') : '',
      `<h2>${home ? 'Trending Today' : `Results for "${escapeHtml(page.query.trim())}"`}</h2>`,
      results.length ? list(results.map(item)) : paragraph('No results found.'),
      tail,
    ].join('');
  }
  if (page.kind === 'movie' || page.kind === 'tv') {
    const movie = page.kind === 'movie';
    const name = (movie ? data.title : data.name) || 'Untitled';
    const date = (movie ? data.release_date : data.first_air_date) || '';
    const facts = [
      yearOf(date),
      movie && data.runtime > 0 ? `${data.runtime} min` : '',
      !movie && data.number_of_seasons > 0 ? `${data.number_of_seasons} seasons` : '',
      (data.genres ?? []).map((genre) => genre.name).join(', '),
      data.vote_count > 0 ? `Rated ${Math.round(data.vote_average * 10) / 10}/10` : '',
    ].filter(Boolean);
    const directors = (data.credits?.crew ?? []).filter((member) => member.job === 'Director');
    const cast = (data.credits?.cast ?? []).slice(0, 10);
    return [
      `<h1>${escapeHtml(name)}</h1>`,
      imageTag(imageAt(imageBase, 'w185', data.poster_path), `Poster of ${name}`),
      paragraph(facts.join(' · ')),
      paragraph(data.overview),
      directors.length
        ? `<p>Directed by ${directors.map((person) => link(`/person/${person.id}`, person.name)).join(', ')}</p>`
        : '',
      data.belongs_to_collection
        ? `<p>Part of the ${link(`/collection/${data.belongs_to_collection.id}`, data.belongs_to_collection.name)}</p>`
        : '',
      cast.length ? '<h2>Cast</h2>' : '',
      list(
        cast.map(
          (person) =>
            `${link(`/person/${person.id}`, person.name)}${person.character ? ` as ${escapeHtml(person.character)}` : ''}`,
        ),
      ),
      tail,
    ].join('');
  }
  if (page.kind === 'person') {
    const credits = [...(data.combined_credits?.cast ?? []), ...(data.combined_credits?.crew ?? [])];
    const seen = new Set();
    const known = credits
      .sort(byPopularity)
      .filter(
        (credit) => !seen.has(`${credit.media_type}:${credit.id}`) && seen.add(`${credit.media_type}:${credit.id}`),
      )
      .slice(0, 10);
    return [
      `<h1>${escapeHtml(data.name)}</h1>`,
      imageTag(imageAt(imageBase, 'w185', data.profile_path), `Photo of ${data.name}`),
      paragraph(data.known_for_department ? `Known for ${data.known_for_department}` : ''),
      paragraph(data.biography),
      known.length ? '<h2>Known For</h2>' : '',
      list(known.map(titleLink)),
      tail,
    ].join('');
  }
  if (page.kind === 'collection') {
    const parts = [...(data.parts ?? [])].sort((a, b) =>
      (a.release_date || '9999').localeCompare(b.release_date || '9999'),
    );
    return [
      `<h1>${escapeHtml(data.name)}</h1>`,
      paragraph(data.overview),
      list(parts.map((part) => titleLink({ ...part, media_type: 'movie' }))),
      tail,
    ].join('');
  }
  return '';
}
