import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@reelist/event-bus';
import { resetStorageMemory } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { PreferencesPage } from './preferences-page';

// Finding 8 of issue 36: a change left unsaved vanished without a word when the visitor left Preferences.

const stored = () => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  bus.publish('notification:changed', { state: { permission: 'not-supported', subscribed: false } });
});

/** Preferences beside a link of the shell's header, as in the composed app. */
const setup = () =>
  renderPage(
    <>
      <nav>
        <a href="/watchlist">Watchlist</a>
      </nav>
      <PreferencesPage />
    </>,
  );

/** A reload or a closed tab: true when the page asked the browser to confirm. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving Preferences', () => {
  it('asks before following a link with an unsaved change; Stay keeps the change', async () => {
    const { navigation } = setup();
    const share = screen.getByRole('switch', { name: 'Share Watchlist' });
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('link', { name: 'Watchlist' }));

    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to Preferences are not saved yet.');
    expect(navigation.navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Share Watchlist' })).toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Watchlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/watchlist');
    expect(stored()).toBeNull();
  });

  it('saves and leaves on request', async () => {
    const { navigation, unmount } = setup();
    await userEvent.click(screen.getByRole('switch', { name: 'Share Watchlist' }));
    await userEvent.click(screen.getByRole('link', { name: 'Watchlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/watchlist');
    // The shell's route change takes the page away at once: the save must not wait for 'Saving...'.
    unmount();
    expect(stored()).toMatchObject({ shareWatchlist: true });
  });

  it('lets links through without changes', async () => {
    const { navigation } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Watchlist' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('guards a reload with unsaved changes through beforeunload, and only then', async () => {
    setup();
    expect(unloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Share Watchlist' }));
    expect(unloadAsks()).toBe(true);
  });

  it('keeps a Save pressed just before leaving, during its Saving... indicator', async () => {
    const { unmount } = setup();
    await userEvent.click(screen.getByRole('switch', { name: 'Share Watchlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    // A reload while saving does not ask (the change is on its way) and stores the change first.
    act(() => expect(unloadAsks()).toBe(false));
    expect(stored()).toMatchObject({ shareWatchlist: true });
    unmount();
  });

  it('keeps a Save when the page goes away during Saving...', async () => {
    const { unmount } = setup();
    await userEvent.click(screen.getByRole('switch', { name: 'Share Watchlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    unmount();
    expect(stored()).toMatchObject({ shareWatchlist: true });
  });
});
