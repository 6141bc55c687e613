import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { i18n } from '@reelist/i18n';
import { C } from '@reelist/contracts';
import type { ExportFormat, Theme } from '@reelist/contracts';
import type { SelectOption } from '@reelist/ui';
import { PREFERENCE_LANGUAGES, PREFERENCE_REGIONS } from './constants';

// Descriptors, translated when a list is built: the lists follow the interface's language.
const THEME_LABELS: Record<Theme, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};
export const themeOptions = (): SelectOption<Theme>[] =>
  C.THEME_OPTIONS.map((value) => ({ value, label: i18n._(THEME_LABELS[value]) }));

export const viewOptions = (): SelectOption<'grid' | 'list'>[] => [
  { value: 'grid', label: i18n._(msg`Grid`) },
  { value: 'list', label: i18n._(msg`List`) },
];

const LANGUAGE_LABELS: Record<(typeof PREFERENCE_LANGUAGES)[number], MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
  fr: msg`French`,
  de: msg`German`,
  it: msg`Italian`,
  ja: msg`Japanese`,
  ko: msg`Korean`,
};
/** Each language in its own words, so a visitor finds theirs whatever the interface speaks now. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name reads the same in every language */
const ENDONYMS: Record<(typeof PREFERENCE_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
};
/* eslint-enable lingui/no-unlocalized-strings */
/** 'Deutsch — German' in English, '日本語' in Japanese: the language's own name, then this one's word for it. */
export const languageOptions = (): SelectOption[] =>
  PREFERENCE_LANGUAGES.map((value) => {
    const own = ENDONYMS[value];
    const here = i18n._(LANGUAGE_LABELS[value]);
    return { value, label: here === own ? own : `${own} — ${here}` };
  });

const REGION_LABELS: Record<(typeof PREFERENCE_REGIONS)[number], MessageDescriptor> = {
  US: msg`United States`,
  GB: msg`United Kingdom`,
  CA: msg`Canada`,
  AU: msg`Australia`,
  DE: msg`Germany`,
  FR: msg`France`,
  ES: msg`Spain`,
  IT: msg`Italy`,
  JP: msg`Japan`,
  KR: msg`South Korea`,
};
export const regionOptions = (): SelectOption[] =>
  PREFERENCE_REGIONS.map((value) => ({ value, label: `${i18n._(REGION_LABELS[value])} (${value})` }));

export const EXPORT_FORMAT_OPTIONS: SelectOption<ExportFormat>[] = C.EXPORT_FORMATS.map((value) => ({
  value,
  label: value.toUpperCase(),
}));

/** A stored value outside the option list (older data) still shows, rather than silently picking the first option. */
export function withCurrent(options: SelectOption[], value: string): SelectOption[] {
  return options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
}
