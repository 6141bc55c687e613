import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { getContentPreferences } from '@reelist/api';
import { bus } from '@reelist/event-bus';
import { resetStorageMemory } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { PreferencesPage } from './preferences-page';
import { SAVING_INDICATOR_MS } from './constants';

const stored = () => JSON.parse(localStorage.getItem('reelist_user_preferences') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  document.documentElement.classList.remove('dark');
  bus.publish('notification:changed', { state: { permission: 'not-supported', subscribed: false } });
});
afterEach(() => jest.useRealTimers());

const setup = () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(<PreferencesPage />);
  return user;
};

describe('PreferencesPage', () => {
  it('shows every section and control with the stored values, Save disabled until a change', () => {
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, preferredRegion: 'JP' }));
    renderPage(<PreferencesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByText('Customize your experience')).toBeInTheDocument();
    for (const name of ['Appearance', 'Content', 'Notifications', 'Privacy', 'Data Export'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('Theme')).toHaveValue('light');
    expect(screen.getByLabelText('Default View')).toHaveValue('grid');
    expect(screen.getByLabelText('Preferred Region')).toHaveValue('JP');
    expect(
      Array.from((screen.getByLabelText('Preferred Language') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['en', 'es', 'fr', 'de', 'it', 'ja', 'ko']);
    expect(
      Array.from((screen.getByLabelText('Export Format') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['json', 'csv', 'pdf']);
    expect(screen.getByRole('switch', { name: 'Analytics Tracking' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include Posters' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Adult Content' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it("shows 'Saving...' for about a second, then persists and applies everything", async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await user.selectOptions(screen.getByLabelText('Default View'), 'list');
    await user.selectOptions(screen.getByLabelText('Preferred Language'), 'fr');
    await user.click(screen.getByRole('switch', { name: 'Show Adult Content' }));
    await user.click(screen.getByRole('switch', { name: 'Analytics Tracking' }));
    await user.selectOptions(screen.getByLabelText('Export Format'), 'csv');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(stored()).toBeNull();
    act(() => jest.advanceTimersByTime(SAVING_INDICATOR_MS - 1));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(stored()).toMatchObject({
      defaultView: 'list',
      preferredLanguage: 'fr',
      showAdultContent: true,
      trackAnalytics: false,
      exportFormat: 'csv',
    });
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(getContentPreferences()).toEqual({ language: 'fr', region: 'US', includeAdult: true });
  });

  it('resets to the defaults and marks the form modified', async () => {
    localStorage.setItem(
      'reelist_user_preferences',
      JSON.stringify({ ...DEFAULT_PREFERENCES, defaultView: 'list', trackAnalytics: false }),
    );
    localStorage.setItem('reelist_theme', 'dark');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Default View')).toHaveValue('grid');
    expect(screen.getByLabelText('Theme')).toHaveValue('light');
    expect(screen.getByRole('switch', { name: 'Analytics Tracking' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    act(() => jest.advanceTimersByTime(SAVING_INDICATOR_MS));
    expect(stored()).toEqual(DEFAULT_PREFERENCES);
    expect(localStorage.getItem('reelist_theme')).toBe('light');
  });

  it('disables the notification kinds unless push notifications are enabled', async () => {
    const requests: boolean[] = [];
    bus.on('notification:requested').subscribe(({ enable }) => requests.push(enable));
    act(() => bus.publish('notification:changed', { state: { permission: 'default', subscribed: false } }));
    renderPage(<PreferencesPage />);
    expect(screen.getByRole('switch', { name: 'New Releases' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Trending Content' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable Notifications' }));
    expect(requests).toEqual([true]);
    act(() => bus.publish('notification:changed', { state: { permission: 'granted', subscribed: true } }));
    expect(screen.getByRole('switch', { name: 'Enable Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'New Releases' })).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Trending Content' }));
    expect(screen.getByRole('switch', { name: 'Trending Content' })).toBeChecked();
  });

  it('says when push is not supported', () => {
    renderPage(<PreferencesPage />);
    expect(screen.getByRole('switch', { name: 'Enable Notifications' })).toBeDisabled();
    expect(screen.getByText('Push notifications are not supported here')).toBeInTheDocument();
  });
});
