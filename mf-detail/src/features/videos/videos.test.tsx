import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { DetailPage } from '../title';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openPage() {
  fakeServices();
  renderWithProviders(<DetailPage />);
  await screen.findByRole('heading', { level: 1, name: 'Fight Club' });
}

const frame = () => within(screen.getByRole('dialog')).getByTitle(/Fight Club:/) as HTMLIFrameElement;

describe('videos and the trailer modal', () => {
  it('lists YouTube videos only, trailers first', async () => {
    await openPage();
    const list = within(screen.getByRole('heading', { name: 'Videos' }).parentElement as HTMLElement);
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual(['Official TrailerTrailer', 'A ClipClip']);
  });

  it('plays the first trailer muted from Watch Trailer, with autoplay, rel=0 and modestbranding', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    const dialog = screen.getByRole('dialog', { name: 'Official Trailer' });
    expect(dialog).toBeInTheDocument();
    const src = new URL(frame().src);
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/trailer1');
    expect(Object.fromEntries(src.searchParams)).toEqual({ autoplay: '1', mute: '1', rel: '0', modestbranding: '1' });
    expect(frame()).toHaveAttribute('title', 'Fight Club: Official Trailer');
  });

  it('toggles mute by reloading the player with mute=0 or mute=1', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(new URL(frame().src).searchParams.get('mute')).toBe('0');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(new URL(frame().src).searchParams.get('mute')).toBe('1');
  });

  it('closes on Escape and returns focus to the button that opened it; locks scroll while open', async () => {
    await openPage();
    const opener = screen.getByRole('button', { name: 'Watch Trailer' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('opens the clicked video, and closes with the close button', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: /^A Clip/ }));
    expect(new URL(frame().src).pathname).toBe('/embed/clip1');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
