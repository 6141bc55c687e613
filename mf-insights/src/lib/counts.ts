import { plural } from '@lingui/core/macro';

// A count with its noun, through the language's plural rules (`#` is the count in the language's digits). Shared
// by the remote's pages, so each phrase is one message.
export const countViews = (count: number): string => plural(count, { one: '# view', other: '# views' });
export const countViewings = (count: number): string => plural(count, { one: '# viewing', other: '# viewings' });
export const countTitles = (count: number): string => plural(count, { one: '# title', other: '# titles' });
export const countDays = (count: number): string => plural(count, { one: '# day', other: '# days' });
export const countHours = (count: number): string => plural(count, { one: '# hour', other: '# hours' });
export const countGenres = (count: number): string => plural(count, { one: '# genre', other: '# genres' });
export const countSearches = (count: number): string => plural(count, { one: '# search', other: '# searches' });
export const countEpisodes = (count: number): string => plural(count, { one: '# episode', other: '# episodes' });
export const countShows = (count: number): string => plural(count, { one: '# show', other: '# shows' });
export const countFilms = (count: number): string => plural(count, { one: '# film', other: '# films' });
