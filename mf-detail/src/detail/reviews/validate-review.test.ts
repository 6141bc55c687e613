import { REVIEW_ERRORS, validateReview } from './validate-review';

describe('validateReview', () => {
  it('requires content and a whole 1 to 5 rating, defaulting to 5', () => {
    expect(validateReview({ content: 'Great' })).toEqual([]);
    expect(validateReview({ title: 'T', content: 'ok', rating: 1 })).toEqual([]);
    expect(validateReview({ content: '   ', rating: 3 })).toEqual([REVIEW_ERRORS.contentRequired]);
    expect(validateReview({ content: 'x', rating: 0 })).toEqual([REVIEW_ERRORS.rating]);
    expect(validateReview({ content: 'x', rating: 4.5 })).toEqual([REVIEW_ERRORS.rating]);
    expect(validateReview({ content: '', rating: 6 })).toEqual([REVIEW_ERRORS.contentRequired, REVIEW_ERRORS.rating]);
  });
});
