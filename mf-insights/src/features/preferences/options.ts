import { C } from '@reelist/contracts';
import type { ExportFormat, Theme } from '@reelist/contracts';
import type { SelectOption } from '@reelist/ui';
import { PREFERENCE_LANGUAGES, PREFERENCE_REGIONS } from './constants';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
export const THEME_OPTIONS: SelectOption<Theme>[] = C.THEME_OPTIONS.map((value) => ({
  value,
  label: THEME_LABELS[value],
}));

export const VIEW_OPTIONS: SelectOption<'grid' | 'list'>[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
];

const LANGUAGE_LABELS: Record<(typeof PREFERENCE_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
};
export const LANGUAGE_OPTIONS: SelectOption[] = PREFERENCE_LANGUAGES.map((value) => ({
  value,
  label: `${LANGUAGE_LABELS[value]} (${value})`,
}));

const REGION_LABELS: Record<(typeof PREFERENCE_REGIONS)[number], string> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  JP: 'Japan',
  KR: 'South Korea',
};
export const REGION_OPTIONS: SelectOption[] = PREFERENCE_REGIONS.map((value) => ({
  value,
  label: `${REGION_LABELS[value]} (${value})`,
}));

export const EXPORT_FORMAT_OPTIONS: SelectOption<ExportFormat>[] = C.EXPORT_FORMATS.map((value) => ({
  value,
  label: value.toUpperCase(),
}));

/** A stored value outside the option list (older data) still shows, rather than silently picking the first option. */
export function withCurrent(options: SelectOption[], value: string): SelectOption[] {
  return options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
}
