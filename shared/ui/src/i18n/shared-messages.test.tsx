import { i18n } from '@reelist/i18n';
import { act, render, screen } from '@testing-library/react';
import { cutTextsNote, IMPORT_MESSAGES } from '@reelist/domain';
import { ErrorState } from '../feedback/error-state';
import { Spinner } from '../feedback/spinner';
import { StarRating } from '../forms/star-rating';
import { ListPicker } from '../lists/list-picker';
import { MediaCard } from '../media/media-card';
import { RatingBadge } from '../media/rating-badge';
import { messages as german } from '../locales/de.po';
import { messages as japanese } from '../locales/ja.po';

const speak = (locale: string, messages: typeof german) => act(() => i18n.loadAndActivate({ locale, messages }));

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('the shared components and messages in another language', () => {
  it('shows the list picker in German, with its counts in German plurals', async () => {
    await speak('de', german);
    const choices = [
      { id: 'a', name: 'Noir', count: 1, holds: true },
      { id: 'b', name: 'Halloween', count: 3, holds: false },
    ];
    render(
      <ListPicker open onClose={jest.fn()} title="Alien" choices={choices} onToggle={jest.fn()} onCreate={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Zu Liste hinzufügen' });
    expect(dialog).toHaveTextContent('Wähle die Listen für Alien.');
    expect(screen.getByRole('checkbox', { name: 'Noir' })).toHaveAccessibleDescription('1 Titel');
    expect(screen.getByRole('list', { name: 'Deine Listen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liste erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Add to list|Create list|Done/);
  });

  it("translates the components' default labels and formats numbers the German way", async () => {
    await speak('de', german);
    render(
      <>
        <Spinner />
        <ErrorState title="Fehler" onRetry={jest.fn()} />
        <StarRating label="Bewertung" value={4.5} />
        <RatingBadge value={7.75} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Wird geladen …' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bewertung: 4,5 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByText('7,8').parentElement).toHaveTextContent('Bewertung: 7,8');
  });

  it('switches a rendered card at once when the language changes, and back', async () => {
    render(<MediaCard title="Alien" href="/movie/348" mediaType="tv" onToggleWatchlist={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Add Alien to watchlist' })).toBeInTheDocument();
    expect(screen.getByText('TV Show')).toBeInTheDocument();
    await speak('ja', japanese);
    expect(screen.getByRole('button', { name: '「Alien」をウォッチリストに追加' })).toBeInTheDocument();
    expect(screen.getByText('TV番組')).toBeInTheDocument();
    act(() => i18n.activate('en'));
    expect(screen.getByRole('button', { name: 'Add Alien to watchlist' })).toBeInTheDocument();
  });

  it("words the domain's import messages in the language shown when they are read", async () => {
    expect(IMPORT_MESSAGES.readFailed).toBe('Failed to read file');
    await speak('de', german);
    expect(IMPORT_MESSAGES.readFailed).toBe('Datei konnte nicht gelesen werden');
    expect(IMPORT_MESSAGES.imported(1)).toBe('1 Eintrag erfolgreich importiert!');
    expect(IMPORT_MESSAGES.imported(1234)).toBe('1234 Einträge erfolgreich importiert!');
    expect(IMPORT_MESSAGES.tooBigForBrowser(6.2 * 1024 * 1024, 5 * 1024 * 1024)).toContain(
      'Er braucht etwa 6,2 MB; dieser Browser speichert etwa 5 MB.',
    );
    expect(cutTextsNote({ reviews: 2, titles: 0 })).toBe(
      '2 Rezensionen mit mehr als 10.000 Zeichen werden auf 10.000 gekürzt.',
    );
  });
});
