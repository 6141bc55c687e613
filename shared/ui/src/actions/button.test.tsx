import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';
import { IconButton } from './icon-button';
import * as icons from '../icons/icon-paths';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Save Changes</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies variant and size classes and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="sm" type="submit">
        Clear All
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Clear All' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('danger', 'sm');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('lends its look to links that read as actions', () => {
    expect(buttonClassName().split(' ')).toEqual(['button', 'primary', 'md']);
    expect(buttonClassName({ variant: 'secondary', size: 'lg', block: true }).split(' ')).toEqual([
      'button',
      'secondary',
      'lg',
      'block',
    ]);
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick} icon={icons.refresh}>
        Refresh
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and shows it as a tooltip', async () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} icon={icons.x} aria-label="Close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    expect(button).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
