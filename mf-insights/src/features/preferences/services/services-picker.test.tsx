import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeMovieService, freshStorageEachTest } from '@reelist/testing';
import { renderPage } from '../../../testing/render-page';
import { ServicesPicker } from './services-picker';

freshStorageEachTest();

const provider = (provider_id: number, provider_name: string, display_priority: number) => ({
  provider_id,
  provider_name,
  logo_path: `/logo-w${provider_id}.jpg`,
  display_priority,
  display_priorities: { US: display_priority },
});

function Harness({ initial = [] as number[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <ServicesPicker region="US" selected={selected} onChange={setSelected} />
      <output aria-label="chosen">{selected.join(',')}</output>
    </>
  );
}

describe('ServicesPicker', () => {
  it("lists the region's services of movies and TV once each, with logos, and chooses several", async () => {
    const fetch = fakeMovieService({
      '/3/watch/providers/movie': { results: [provider(8, 'Netflix', 1), provider(73, 'Tubi', 16)] },
      '/3/watch/providers/tv': { results: [provider(8, 'Netflix', 1), provider(1899, 'Max', 4)] },
    });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const group = screen.getByRole('group', { name: 'My streaming services' });
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Netflix', 'Max', 'Tubi']);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('watch_region=US');
    expect(within(group).getByText('None chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Tubi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Netflix' }));
    expect(screen.getByRole('checkbox', { name: 'Netflix' })).toBeChecked();
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('73,8');

    await user.click(screen.getByRole('checkbox', { name: 'Tubi' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent(/^8$/);
  });

  it('searches services by name, ignoring case and accents', async () => {
    fakeMovieService({
      '/3/watch/providers/movie': { results: [provider(8, 'Netflix', 1), provider(9, 'Amazon Prime Video', 2)] },
      '/3/watch/providers/tv': { results: [] },
    });
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('checkbox', { name: 'Netflix' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'PRÍME');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Amazon Prime Video',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'hbo');
    expect(screen.getByText('No service matches “hbo”.')).toBeInTheDocument();
  });

  it('says when the services cannot be fetched', async () => {
    fakeMovieService({ '/3/watch/providers/movie': { status: 500, body: {} } });
    renderPage(<Harness />);
    expect(await screen.findByText('Failed to fetch watch providers')).toBeInTheDocument();
  });
});
