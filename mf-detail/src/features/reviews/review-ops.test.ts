import type { Review } from '@reelist/contracts';
import {
  canEditReview,
  createReview,
  deleteReview,
  editReview,
  markReviewHelpful,
  setReviewReported,
  sortReviews,
} from './review-ops';
import { CURRENT_USER } from '../../lib/constants';

const now = new Date('2024-03-01T10:00:00.000Z');
const later = new Date('2024-03-02T10:00:00.000Z');
const context = { id: 'r1', movieId: 550, mediaType: 'movie' as const, author: CURRENT_USER, now };

describe('review ops', () => {
  it('creates a review with trimmed text, the default rating and no title when blank', () => {
    const review = createReview({ content: '  Great  ', title: '   ' }, context);
    expect(review).toEqual({
      id: 'r1',
      movieId: 550,
      mediaType: 'movie',
      rating: 5,
      content: 'Great',
      author: 'current-user',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      helpful: 0,
      reported: false,
    });
    expect(createReview({ content: 'x', title: ' Wow ', rating: 3 }, context)).toMatchObject({
      title: 'Wow',
      rating: 3,
    });
  });

  it('edits only the given review, refreshing updatedAt and dropping a cleared title', () => {
    const a = createReview({ content: 'a', title: 'T' }, context);
    const b = createReview({ content: 'b' }, { ...context, id: 'r2' });
    const edited = editReview([a, b], 'r1', { content: ' new ', rating: 2 }, later);
    expect(edited[0]).toEqual({ ...a, title: undefined, content: 'new', rating: 2, updatedAt: later.toISOString() });
    expect(edited[0]).not.toHaveProperty('title');
    expect(edited[1]).toBe(b);
    expect(editReview([a], 'r1', { content: 'c', title: 'New' }, later)[0]).toMatchObject({ title: 'New', rating: 5 });
  });

  it('deletes, counts helpful votes and flags reports without mutating the input', () => {
    const list: Review[] = [createReview({ content: 'a' }, context)];
    const frozen = Object.freeze([...list]);
    expect(deleteReview(frozen, 'r1')).toEqual([]);
    expect(markReviewHelpful(markReviewHelpful(frozen, 'r1'), 'r1')[0]?.helpful).toBe(2);
    expect(setReviewReported(frozen, 'r1', true)[0]?.reported).toBe(true);
    expect(setReviewReported(frozen, 'nope', true)).toEqual(list);
    expect(frozen[0]?.helpful).toBe(0);
  });

  it('lets only the current user edit, and sorts newest first', () => {
    expect(canEditReview({ author: CURRENT_USER })).toBe(true);
    expect(canEditReview({ author: 'someone-else' })).toBe(false);
    const old = createReview({ content: 'old' }, context);
    const fresh = createReview({ content: 'new' }, { ...context, id: 'r2', now: later });
    expect(sortReviews([old, fresh]).map((r) => r.id)).toEqual(['r2', 'r1']);
  });
});
