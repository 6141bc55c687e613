import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import type { Rating, Review } from '@reelist/contracts';
import { renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { DELETE_CONFIRMATION, ReviewsSection } from './reviews-section';

/** What storage holds for one title: the page's edits must be stored, not only shown. */
const storedLists =
  <T,>(key: string) =>
  (title: string): T[] =>
    (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, T[]>)[title] ?? [];
const readReviews = storedLists<Review>('reelist_reviews');
const readRatings = storedLists<Rating>('reelist_ratings');

const other: Review = {
  id: 'o1',
  movieId: 550,
  mediaType: 'movie',
  rating: 3,
  title: 'Not bad',
  content: 'Someone else wrote this.',
  author: 'another-browser',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  helpful: 2,
  reported: false,
};

beforeEach(resetDetailTestState);
afterEach(() => jest.restoreAllMocks());

const renderSection = () => renderWithProviders(<ReviewsSection mediaType="movie" id={550} />);
const reviewList = () => within(screen.getByRole('list', { name: 'Reviews' }));
const formStars = () => within(screen.getByRole('radiogroup', { name: 'Review rating' }));

describe('ReviewsSection', () => {
  it("starts the review form from the visitor's rating, and a saved review's stars become that rating", async () => {
    renderSection();
    const mine = () => within(screen.getByRole('radiogroup', { name: 'Your rating' }));
    await userEvent.click(mine().getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(formStars().getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(formStars().getByRole('radio', { name: '3 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Good, not great.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(mine().getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(reviewList().getByRole('img', { name: 'Rating: 3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('1 rating')).toBeInTheDocument();
    expect(readRatings('movie_550')).toMatchObject([{ user: 'current-user', rating: 3 }]);

    // Re-rating the title changes the stars of the visitor's own review too: one rating, shown the same everywhere.
    await userEvent.click(mine().getByRole('radio', { name: '5 stars' }));
    expect(reviewList().getByRole('img', { name: 'Rating: 5 out of 5 stars' })).toBeInTheDocument();
    // ...and in storage, so an export or a backup of the review says what Detail says.
    expect(readReviews('movie_550')).toMatchObject([{ author: 'current-user', rating: 5 }]);
    await userEvent.click(reviewList().getByRole('button', { name: 'Edit' }));
    expect(formStars().getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps a stored half star: the form starts from 4.5 and the review saved unchanged keeps it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.ratings,
      JSON.stringify({ movie_550: [{ user: 'current-user', rating: 4.5, createdAt: '2025-03-01T00:00:00.000Z' }] }),
    );
    renderSection();
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('4.5 stars');
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(screen.getByRole('radiogroup', { name: 'Review rating' })).toHaveAccessibleDescription('4.5 stars');
    await userEvent.type(screen.getByLabelText('Your review'), 'Half a star short of perfect.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(reviewList().getByRole('img', { name: 'Rating: 4.5 out of 5 stars' })).toBeInTheDocument();
    expect(readRatings('movie_550')).toMatchObject([{ rating: 4.5 }]);
  });

  it('focuses the first field of the form it opens, and Cancel returns focus to the button', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(formStars().getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Write a Review' })).toHaveFocus();
  });

  it('requires content, then adds a review with the default 5 stars under movie_550', async () => {
    renderSection();
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(formStars().getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Review content is required');
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Loved it');
    await userEvent.type(screen.getByLabelText('Your review'), 'A great film.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Review submitted');
    expect(reviewList().getByRole('heading', { name: 'Loved it' })).toBeInTheDocument();
    expect(reviewList().getByText('A great film.')).toBeInTheDocument();
    expect(readReviews('movie_550')).toMatchObject([
      { title: 'Loved it', content: 'A great film.', rating: 5, author: 'current-user', movieId: 550, helpful: 0 },
    ]);
  });

  it('counts the characters of a review against its 10,000 limit, which the field enforces', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    const field = screen.getByLabelText('Your review');
    expect(field).toHaveAttribute('maxLength', '10000');
    expect(field).toHaveAccessibleDescription('0 / 10,000 characters');
    await userEvent.type(field, 'A great film.');
    expect(screen.getByText('13 / 10,000 characters')).toBeInTheDocument();
  });

  it('with storage full, says the review was not saved, keeps the form as typed and shows no success', async () => {
    const toasts: string[] = [];
    const subscription = bus.on('storage:write-failed').subscribe(({ key }) => toasts.push(key));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'A great film.');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    setItem.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('Your review could not be saved: storage is full.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Review submitted');
    expect(screen.getByLabelText('Your review')).toHaveValue('A great film.');
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(toasts).toEqual([]);

    // Space again: the same submit stores it.
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('status')).toHaveTextContent('Review submitted');
    expect(readReviews('movie_550')).toMatchObject([{ content: 'A great film.' }]);
    subscription.unsubscribe();
  });

  it('edits and deletes only this browser’s reviews, deleting after confirmation', async () => {
    localStorage.setItem(STORAGE_KEYS.reviews, JSON.stringify({ movie_550: [other] }));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Mine.');
    await userEvent.click(formStars().getByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(reviewList().getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    await userEvent.click(reviewList().getByRole('button', { name: 'Edit' }));
    const content = screen.getByLabelText('Your review');
    expect(content).toHaveValue('Mine.');
    await userEvent.clear(content);
    await userEvent.type(content, 'Changed my mind.');
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(reviewList().getByText('Changed my mind.')).toBeInTheDocument();
    expect(readReviews('movie_550').find((r) => r.author === 'current-user')).toMatchObject({ rating: 2 });

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(reviewList().getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRMATION);
    expect(reviewList().getByText('Changed my mind.')).toBeInTheDocument();
    await userEvent.click(reviewList().getByRole('button', { name: 'Delete' }));
    expect(reviewList().queryByText('Changed my mind.')).not.toBeInTheDocument();
    expect(readReviews('movie_550')).toEqual([other]);
  });

  it('cancels the form without saving', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your review')).not.toBeInTheDocument();
    expect(readReviews('movie_550')).toEqual([]);
  });

  it('counts helpful votes and flags a report', async () => {
    localStorage.setItem(STORAGE_KEYS.reviews, JSON.stringify({ movie_550: [other] }));
    renderSection();
    expect(reviewList().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(reviewList().getByRole('button', { name: 'Helpful (2)' }));
    expect(reviewList().getByRole('button', { name: 'Helpful (3)' })).toBeInTheDocument();
    await userEvent.click(reviewList().getByRole('button', { name: 'Report' }));
    expect(reviewList().getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-pressed', 'true');
    expect(readReviews('movie_550')[0]).toMatchObject({ helpful: 3, reported: true });
  });

  it('keeps one star rating per user and shows the average, count and distribution', async () => {
    localStorage.setItem(
      STORAGE_KEYS.ratings,
      JSON.stringify({ movie_550: [{ user: 'someone', rating: 4, createdAt: '2024-01-01T00:00:00.000Z' }] }),
    );
    renderSection();
    expect(screen.getByText('1 rating')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', { name: '5 stars' }),
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', { name: '2 stars' }),
    );
    expect(readRatings('movie_550').map((r) => [r.user, r.rating])).toEqual([
      ['someone', 4],
      ['current-user', 2],
    ]);
    expect(screen.getByText('3.0')).toBeInTheDocument();
    expect(screen.getByText('2 ratings')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5★0 ratings of 5 stars',
      '4★1 rating of 4 stars',
      '3★0 ratings of 3 stars',
      '2★1 rating of 2 stars',
      '1★0 ratings of 1 stars',
    ]);
  });

  it("shows another tab's review and rating of this title when they arrive", () => {
    renderSection();
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    const otherTab = (key: string, value: unknown) => {
      const raw = JSON.stringify(value);
      localStorage.setItem(key, raw);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: raw }));
    };
    act(() => {
      otherTab(STORAGE_KEYS.reviews, { movie_550: [other] });
      otherTab(STORAGE_KEYS.ratings, {
        movie_550: [{ user: 'another-browser', rating: 3, createdAt: '2024-01-01T00:00:00.000Z' }],
      });
    });
    expect(reviewList().getByText('Someone else wrote this.')).toBeInTheDocument();
    expect(screen.getByText('1 rating')).toBeInTheDocument();
  });
});
