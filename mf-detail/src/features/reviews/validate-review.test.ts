import { REVIEW_ERRORS, validateReview } from './validate-review';

describe('validateReview', () => {
  it('requires content and a 1 to 5 rating in half stars, defaulting to 5', () => {
    expect(validateReview({ content: 'Great' })).toEqual([]);
    expect(validateReview({ title: 'T', content: 'ok', rating: 1 })).toEqual([]);
    expect(validateReview({ content: '   ', rating: 3 })).toEqual([REVIEW_ERRORS.contentRequired]);
    expect(validateReview({ content: 'x', rating: 0 })).toEqual([REVIEW_ERRORS.rating]);
    // A half star is kept (the visitor's imported 4.5); other fractions are not stars.
    expect(validateReview({ content: 'x', rating: 4.5 })).toEqual([]);
    expect(validateReview({ content: 'x', rating: 4.2 })).toEqual([REVIEW_ERRORS.rating]);
    expect(validateReview({ content: '', rating: 6 })).toEqual([REVIEW_ERRORS.contentRequired, REVIEW_ERRORS.rating]);
  });

  it('caps the content at 10,000 characters', () => {
    expect(validateReview({ content: 'x'.repeat(10_000) })).toEqual([]);
    expect(validateReview({ content: 'x'.repeat(10_001) })).toEqual([REVIEW_ERRORS.contentTooLong]);
    expect(REVIEW_ERRORS.contentTooLong).toBe('Review must be 10,000 characters or fewer');
  });
});
