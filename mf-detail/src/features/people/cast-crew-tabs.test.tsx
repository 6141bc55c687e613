import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAST, CREW } from '../../testing/fixtures';
import { CastCrewTabs } from './cast-crew-tabs';

describe('CastCrewTabs', () => {
  it('shows 12 cast members, then all 20 kept with Show All Cast', async () => {
    render(<CastCrewTabs cast={CAST} crew={CREW} />);
    expect(screen.getByRole('tab', { name: 'Cast 20' })).toHaveAttribute('aria-selected', 'true');
    const list = () => within(screen.getByRole('list', { name: 'Cast' })).getAllByRole('listitem');
    expect(list()).toHaveLength(12);
    expect(list()[0]).toHaveTextContent('Actor 1Character 1');
    await userEvent.click(screen.getByRole('button', { name: 'Show All Cast' }));
    expect(list()).toHaveLength(20);
    expect(screen.queryByText('Actor 21')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(list()).toHaveLength(12);
  });

  it('uses w185 profile images with a placeholder when there is none', async () => {
    render(<CastCrewTabs cast={CAST} crew={CREW} />);
    const first = within(screen.getByRole('list', { name: 'Cast' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/\/w185\/p100\.jpg$/);
    await userEvent.click(screen.getByRole('tab', { name: /Crew/ }));
    const sound = within(screen.getByRole('list', { name: 'Sound' })).getByRole('listitem');
    expect(sound.querySelector('img')?.getAttribute('src')).toBe('/placeholder-movie.jpg');
  });

  it('groups crew by department in the fixed order with a star for popular people', async () => {
    render(<CastCrewTabs cast={CAST} crew={CREW} />);
    await userEvent.click(screen.getByRole('tab', { name: /Crew/ }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Directing',
      'Writing',
      'Sound',
      'Art',
    ]);
    const directing = within(screen.getByRole('list', { name: 'Directing' }));
    expect(directing.getByText('Dana Director')).toBeInTheDocument();
    expect(directing.getByRole('img', { name: 'Popular' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Writing' })).queryByRole('img', { name: 'Popular' })).toBeNull();
  });

  it('says when there is no cast or crew', async () => {
    render(<CastCrewTabs cast={[]} crew={undefined} />);
    expect(screen.getByText('No cast information available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Cast' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Crew/ }));
    expect(screen.getByText('No crew information available.')).toBeInTheDocument();
  });

  it("links every cast and crew card to the person's page, named by the person, the role still read", async () => {
    render(<CastCrewTabs cast={CAST} crew={CREW} />);
    const first = within(screen.getByRole('list', { name: 'Cast' })).getAllByRole('listitem')[0] as HTMLElement;
    const link = within(first).getByRole('link');
    expect(link).toHaveAccessibleName('Actor 1');
    expect(link).toHaveAttribute('href', '/person/100');
    expect(first).toHaveTextContent('Character 1');
    await userEvent.click(screen.getByRole('tab', { name: /Crew/ }));
    const directing = within(screen.getByRole('list', { name: 'Directing' }));
    // The star badge is not part of the name.
    expect(directing.getByRole('link', { name: 'Dana Director' })).toHaveAttribute('href', '/person/1');
    expect(directing.getByRole('listitem')).toHaveTextContent('Director');
  });
});
