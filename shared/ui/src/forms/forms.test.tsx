import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangeInput } from './range-input';
import { Select } from './select';
import { Switch } from './switch';

describe('Switch', () => {
  function Harness({ disabled = false }: { disabled?: boolean }) {
    const [on, setOn] = useState(false);
    return (
      <Switch label="Auto Theme" description="Follow the system" checked={on} onChange={setOn} disabled={disabled} />
    );
  }

  it('is a named, described switch that toggles on click and on its label', async () => {
    render(<Harness />);
    const sw = screen.getByRole('switch', { name: 'Auto Theme' });
    expect(sw).toHaveAccessibleDescription('Follow the system');
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('Auto Theme'));
    expect(sw).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles with the keyboard', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('does nothing when disabled', async () => {
    render(<Harness disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Auto Theme' }));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});

describe('Select', () => {
  const options = [
    { value: 'added', label: 'Sort by Date Added' },
    { value: 'title', label: 'Sort by Title' },
  ] as const;

  it('is labelled and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(<Select label="Sort" value="added" options={options} onChange={onChange} hideLabel />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('added');
    await userEvent.selectOptions(select, 'Sort by Title');
    expect(onChange).toHaveBeenCalledWith('title');
  });
});

describe('RangeInput', () => {
  it('is a labelled slider showing its formatted value', () => {
    const onChange = jest.fn();
    render(
      <RangeInput
        label="Minimum rating"
        value={7}
        min={0}
        max={10}
        step={0.1}
        onChange={onChange}
        formatValue={(v) => v.toFixed(1)}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Minimum rating' });
    expect(slider).toHaveAttribute('aria-valuetext', '7.0');
    expect(screen.getByRole('status')).toHaveTextContent('7.0');
    fireEvent.change(slider, { target: { value: '8.5' } });
    expect(onChange).toHaveBeenCalledWith(8.5);
  });
});
