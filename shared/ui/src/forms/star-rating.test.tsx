import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating } from './star-rating';

function Harness({ initial = 3, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      label="Your rating"
      value={value}
      onChange={(n) => {
        onChange?.(n);
        setValue(n);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a read-only labelled image without onChange', () => {
    render(<StarRating label="Average rating" value={3.8} />);
    expect(screen.getByRole('img', { name: 'Average rating: 4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a half star for a half rating, read-only and in the radio group', () => {
    const { container, rerender } = render(<StarRating label="Your rating" value={4.5} />);
    expect(screen.getByRole('img', { name: 'Your rating: 4.5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    rerender(<StarRating label="Your rating" value={3.6} />);
    expect(screen.getByRole('img', { name: 'Your rating: 3.5 out of 5 stars' })).toBeInTheDocument();
    rerender(<StarRating label="Your rating" value={4.5} onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('4.5 stars');
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    // A click picks whole stars; the half star is not a choice of its own.
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('is a radio group of five stars with one checked and one tab stop', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([screen.getByRole('radio', { name: '3 stars' })]);
  });

  it('selects by click', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '1 star' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });

  it('is keyboard operable with arrows, Home and End, clamped to 1..5', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('starts the tab stop on the first star when unrated', async () => {
    render(<Harness initial={0} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getAllByRole('radio').some((r) => r.getAttribute('aria-checked') === 'true')).toBe(false);
  });
});
