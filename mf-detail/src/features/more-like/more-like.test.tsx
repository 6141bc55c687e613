import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Title } from '@reelist/contracts';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { MoreLike } from './more-like';

const titles = (n: number, prefix: string, start: number): Title[] =>
  Array.from({ length: n }, (_, i) => ({ id: start + i, title: `${prefix} ${i + 1}`, release_date: '2010-05-05' }));

let fetch: jest.Mock;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  resetDetailTestState();
  fetch = fakeServices({ '/3/tv/5': { body: { id: 5, name: 'Show 1' } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('MoreLike', () => {
  it('shows Similar then Recommended titles, at most 12, as links to their pages', async () => {
    renderWithProviders(
      <MoreLike
        name="Fight Club"
        mediaType="movie"
        similar={titles(15, 'Similar', 1)}
        recommended={titles(2, 'Rec', 100)}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'More Like Fight Club' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Similar' })).toHaveAttribute('aria-selected', 'true');
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(panel().getAllByRole('article')).toHaveLength(12);
    expect(panel().getByRole('link', { name: /Similar 1\b/ })).toHaveAttribute('href', '/movie/1');
    await userEvent.click(screen.getByRole('tab', { name: 'Recommended' }));
    expect(panel().getAllByRole('article')).toHaveLength(2);
    expect(panel().getByRole('link', { name: /Rec 2/ })).toHaveAttribute('href', '/movie/101');
  });

  it('navigates in-app and toggles the watchlist from a card', async () => {
    const navigate = jest.fn();
    renderWithProviders(
      <MoreLike name="X" mediaType="tv" similar={titles(1, 'Show', 5)} recommended={titles(1, 'Other', 6)} />,
      { navigate },
    );
    await userEvent.click(screen.getByRole('link', { name: /Show 1/ }));
    expect(navigate).toHaveBeenCalledWith('/tv/5');
    // Pointing at a card warms that title's details for its page.
    expect(fetch.mock.calls.map(([url]) => new URL(url as string).pathname)).toContain('/3/tv/5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Show 1 to watchlist' }));
    expect(screen.getByRole('button', { name: 'Remove Show 1 from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is hidden unless both lists have titles', () => {
    const { container } = renderWithProviders(
      <MoreLike name="X" mediaType="movie" similar={[]} recommended={titles(3, 'Rec', 1)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
