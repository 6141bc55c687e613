import { act, render, screen } from '@testing-library/react';
import { i18n } from '@reelist/i18n';
import { messages as german } from '../locales/de.po';
import { messages as korean } from '../locales/ko.po';
import { ErrorState } from '../feedback/error-state';
import { mediaTypeName, statusLabel } from './labels';
import { serviceMessage } from './service-messages';

afterEach(() => act(() => i18n.activate('en')));

describe('shared words in the visitor’s language', () => {
  it('says statuses, media types and service failures in English word for word', () => {
    expect(statusLabel('want_to_watch')).toBe('Want to Watch');
    expect(statusLabel('dropped')).toBe('Dropped');
    expect(mediaTypeName('tv')).toBe('TV Show');
    expect(serviceMessage('Failed to search content')).toBe('Failed to search content');
  });

  it('says them in German and Korean; a text it does not know stays as it is', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(statusLabel('watched')).toBe('Gesehen');
    expect(serviceMessage('Failed to search content')).toBe('Suche fehlgeschlagen');
    expect(serviceMessage('Something else')).toBe('Something else');
    i18n.loadAndActivate({ locale: 'ko', messages: korean });
    expect(statusLabel('watching')).toBe('보는 중');
    expect(mediaTypeName('movie')).not.toBe('Movie');
  });

  it('shows a service failure on an error card in the language of the moment', () => {
    render(<ErrorState title="Search Failed" message="Failed to fetch trending content" />);
    expect(screen.getByText('Failed to fetch trending content')).toBeInTheDocument();
    act(() => i18n.loadAndActivate({ locale: 'de', messages: german }));
    expect(screen.getByText('Trends konnten nicht geladen werden')).toBeInTheDocument();
  });
});
