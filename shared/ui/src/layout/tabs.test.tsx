import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'cast', label: 'Cast' },
  { id: 'crew', label: 'Crew', count: 14 },
  { id: 'videos', label: 'Videos' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function Harness({ onChange }: { onChange?: (id: TabId) => void }) {
  const [active, setActive] = useState<TabId>('cast');
  return (
    <Tabs
      tabs={TABS}
      active={active}
      label="Credits"
      onChange={(id) => {
        onChange?.(id);
        setActive(id);
      }}
    >
      <p>{active} content</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the active tabpanel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Credits' })).toBeInTheDocument();
    const cast = screen.getByRole('tab', { name: 'Cast' });
    expect(cast).toHaveAttribute('aria-selected', 'true');
    expect(cast).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Crew 14' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Cast' });
    expect(panel).toHaveTextContent('cast content');
    expect(cast).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects a tab on click', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: /Crew/ }));
    expect(screen.getByRole('tab', { name: /Crew/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('crew content');
  });

  it('moves and selects with arrow keys, wrapping, and with Home/End', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cast' }));
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Crew/ })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('crew');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cast' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Cast' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('videos content');
  });

  it('renders no panel when given no children', () => {
    render(<Tabs tabs={TABS} active="cast" onChange={() => undefined} label="Similar" />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cast' })).not.toHaveAttribute('aria-controls');
  });
});
