import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { VisitorMarksLine } from '../../lib/visitor-marks';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { SHOW } from '../../testing/fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { DetailPage } from './detail-page';

const speak = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

beforeEach(() => {
  resetDetailTestState();
  fakeServices({ '/3/tv/1399': { body: { ...SHOW, status: 'Returning Series' } } });
});

afterEach(() => {
  act(() => i18n.activate('en'));
});

/** The fact list under the title, as 'label: value' pairs. */
const facts = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the Detail page in another language', () => {
  it('shows a movie in German: its facts, dates, runtime, counts and actions, and follows a switch back', async () => {
    await speak('de', german);
    renderWithProviders(<DetailPage />);
    expect(screen.getByRole('status', { name: 'Details werden geladen' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Fight Club' });
    expect(facts()).toEqual(['Erscheinungsdatum: 15. Oktober 1999', 'Laufzeit: 2 Std. 19 Min.']);
    expect(screen.getByLabelText('Bewertung 8,4 von 10')).toHaveTextContent('8,4');
    expect(screen.getByText('(26.280 Stimmen)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Merkliste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trailer ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Handlung' })).toBeInTheDocument();
    expect(screen.getByText('Regie:')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster von Fight Club' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Besetzung und Crew' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bewertungen und Rezensionen' })).toBeInTheDocument();
    expect(screen.getByText('0 Bewertungen')).toBeInTheDocument();

    act(() => i18n.activate('en'));
    expect(facts()).toEqual(['Release Date: October 15, 1999', 'Runtime: 2h 19m']);
    expect(screen.getByText('(26,280 votes)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ratings and Reviews' })).toBeInTheDocument();
  });

  it('shows a running TV show in Japanese: seasons with its one plural form, the date and the years', async () => {
    await speak('ja', japanese);
    renderWithProviders(<DetailPage />, { path: '/tv/1399' });
    await screen.findByRole('heading', { level: 1, name: 'Game of Thrones' });
    expect(facts()).toEqual([
      '初回放送日: 2011年4月17日',
      '放送期間: 2011 - 現在',
      '1話の長さ: 1時間0分',
      'シーズン: 8シーズン',
    ]);
    expect(screen.getByText('（21,000票）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'あらすじ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ウォッチリストに追加' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'キャストとスタッフ' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'キャストとスタッフ' });
    expect(within(tabs).getByRole('tab', { name: /キャスト/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("says the visitor's rating with the language's plural and decimals", async () => {
    await speak('de', german);
    const { rerender } = render(<VisitorMarksLine marks={{ watched: true, stars: 1 }} />);
    expect(screen.getByText('Gesehen')).toBeInTheDocument();
    expect(screen.getByText('Mit 1 Stern bewertet')).toBeInTheDocument();
    rerender(<VisitorMarksLine marks={{ watched: false, status: 'watching', stars: 4.5 }} />);
    expect(screen.getByText('Mit 4,5 Sternen bewertet')).toBeInTheDocument();
    await speak('ja', japanese);
    expect(screen.getByText('星4.5つで評価')).toBeInTheDocument();
    act(() => i18n.activate('en'));
    expect(screen.getByText('Rated 4.5 stars')).toBeInTheDocument();
    expect(screen.getByText('Watching')).toBeInTheDocument();
  });
});
