import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPicker } from './list-picker';
import type { ListPickerChoice } from './list-picker';

const choices: ListPickerChoice[] = ['Halloween', 'Top 10', 'With the kids', 'Noir', 'Sci-fi', 'Rainy Sunday'].map(
  (name, at) => ({ id: `l${at}`, name, count: at, holds: at === 1 }),
);

function open(props: Partial<Parameters<typeof ListPicker>[0]> = {}) {
  const onToggle = jest.fn();
  const onCreate = jest.fn();
  render(
    <ListPicker
      open
      onClose={jest.fn()}
      title="Alien"
      choices={choices}
      onToggle={onToggle}
      onCreate={onCreate}
      {...props}
    />,
  );
  return { onToggle, onCreate };
}

describe('ListPicker', () => {
  it('names the title, checks the lists that hold it, and toggles one', async () => {
    const { onToggle } = open();
    const dialog = screen.getByRole('dialog', { name: 'Add to list' });
    expect(dialog).toHaveTextContent('Choose the lists for Alien.');
    expect(screen.getByRole('checkbox', { name: 'Top 10' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Top 10' })).toHaveAccessibleDescription('1 title');
    expect(screen.getByRole('checkbox', { name: 'Noir' })).toHaveAccessibleDescription('3 titles');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Halloween' }));
    expect(onToggle).toHaveBeenCalledWith('l0');
  });

  it('searches the lists once there are many, and says when none matches', async () => {
    open();
    const search = screen.getByRole('searchbox', { name: 'Search your lists' });
    await userEvent.type(search, 'KID');
    const shown = within(screen.getByRole('list', { name: 'Your lists' })).getAllByRole('checkbox');
    expect(shown).toEqual([screen.getByRole('checkbox', { name: 'With the kids' })]);
    await userEvent.clear(search);
    await userEvent.type(search, 'western');
    expect(screen.getByText('No list matches “western”.')).toBeInTheDocument();
  });

  it('makes a new list from a name, and not from a blank one', async () => {
    const { onCreate } = open({ choices: [] });
    expect(screen.getByText('You have no lists yet. Name your first one below.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create list' });
    await userEvent.type(screen.getByRole('textbox', { name: 'New list' }), '   ');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'New list' }), ' Best of 2025 {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Best of 2025');
    expect(screen.getByRole('textbox', { name: 'New list' })).toHaveValue('');
  });

  it('says it is loading until the lists are read', () => {
    open({ choices: null });
    expect(screen.getByText('Loading your lists...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create list' })).toBeDisabled();
  });
});
