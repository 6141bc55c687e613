import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadWatchLog } from '@reelist/storage';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../../testing/render-detail';
import { DetailPage } from '../detail-page';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const FIGHT_CLUB = { media_type: 'movie', id: 550, title: 'Fight Club', poster_path: '/poster.jpg', year: 1999 };

const lists = async () => (await loadWatchLog()).listsStore.getSnapshot();

async function openDetail(path = '/movie/550', name = 'Fight Club') {
  fakeServices();
  renderWithProviders(<DetailPage />, { path });
  await screen.findByRole('heading', { level: 1, name });
  const button = screen.getByRole('button', { name: 'Add to list' });
  await userEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Add to list' }) };
}

describe('Add to list on Detail', () => {
  it('is a button beside Add to Watchlist that opens the picker for the title; Escape closes it', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Fight Club' });
    expect(screen.getByRole('button', { name: 'Add to Watchlist' }).parentElement).toContainElement(
      screen.getByRole('button', { name: 'Add to list' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Add to list' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Add to list' });
    expect(dialog).toHaveTextContent('Choose the lists for Fight Club.');
    expect(await within(dialog).findByText('You have no lists yet. Name your first one below.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('checking a list adds the title, unchecking takes it out again', async () => {
    const { id } = (await loadWatchLog()).listsStore.create({ name: 'Halloween' });
    const { dialog } = await openDetail();
    const halloween = within(dialog).getByRole('checkbox', { name: /^Halloween/ });
    expect(halloween).not.toBeChecked();

    await userEvent.click(halloween);
    await waitFor(() => expect(halloween).toBeChecked());
    expect(await lists()).toMatchObject([{ id, name: 'Halloween', items: [FIGHT_CLUB] }]);
    expect(within(dialog).getByText('1 title')).toBeInTheDocument();

    await userEvent.click(halloween);
    await waitFor(() => expect(halloween).not.toBeChecked());
    expect(await lists()).toMatchObject([{ id, items: [] }]);
  });

  it('Create list makes a new list holding the title, shown checked; Done closes and gives focus back', async () => {
    (await loadWatchLog()).listsStore.create({ name: 'Halloween' });
    const { button, dialog } = await openDetail();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New list' }), 'Cult classics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));

    const created = await within(dialog).findByRole('checkbox', { name: /^Cult classics/ });
    expect(created).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Halloween/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'New list' })).toHaveValue('');
    expect(await lists()).toMatchObject([
      { name: 'Cult classics', items: [FIGHT_CLUB] },
      { name: 'Halloween', items: [] },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('adds a show with the year it first aired', async () => {
    (await loadWatchLog()).listsStore.create({ name: 'Epic' });
    const { dialog } = await openDetail('/tv/1399', 'Game of Thrones');
    expect(dialog).toHaveTextContent('Choose the lists for Game of Thrones.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Epic/ }));
    await waitFor(async () =>
      expect(await lists()).toMatchObject([
        { items: [{ media_type: 'tv', id: 1399, title: 'Game of Thrones', poster_path: '/got.jpg', year: 2011 }] },
      ]),
    );
  });
});
