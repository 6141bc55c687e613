import { act, render, screen } from '@testing-library/react';
import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { countTitles } from '../../lib/counts';
import { dateFormat, monthName } from '../../lib/format';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { SearchStatistics } from './search-statistics';

const stats = {
  totalSearches: 1234,
  successRate: 75,
  averageResults: 2.5,
  uniqueQueries: 2,
  topQueries: [{ query: 'dune', count: 2 }],
};

const show = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('the remote in another language', () => {
  it('shows Search Statistics in German, with German plurals and decimals, and follows a switch back', () => {
    show('de', german);
    render(<SearchStatistics stats={stats} />);
    expect(screen.getByRole('heading', { name: 'Suchstatistik' })).toBeInTheDocument();
    expect(screen.getByText('Suchen insgesamt')).toBeInTheDocument();
    expect(screen.getByText('2,5')).toBeInTheDocument();
    expect(screen.getByText('2 Suchen')).toBeInTheDocument();
    act(() => i18n.activate('en'));
    expect(screen.getByRole('heading', { name: 'Search Statistics' })).toBeInTheDocument();
    expect(screen.getByText('2.5')).toBeInTheDocument();
    expect(screen.getByText('2 searches')).toBeInTheDocument();
  });

  it('counts and dates in Japanese: one plural form, the language’s month and day', () => {
    show('ja', japanese);
    expect(countTitles(1)).toBe('1作品');
    expect(countTitles(1234)).toBe('1,234作品');
    expect(monthName(2, 'long')).toBe('3月');
    expect(dateFormat({ month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2024, 2, 3))).toBe('3月3日');
  });

  it('keeps the English texts word for word', () => {
    expect(countTitles(1)).toBe('1 title');
    expect(countTitles(3)).toBe('3 titles');
  });
});
