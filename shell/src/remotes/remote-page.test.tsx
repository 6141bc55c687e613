import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';
import { preloadRemotePage, registerConfiguredRemotes } from './remote-registry';
import { TEST_CONFIG } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const page = (name: string) => ({ default: () => <h1>{name}</h1> });

describe('RemotePage', () => {
  beforeAll(() => {
    registerConfiguredRemotes({
      ...TEST_CONFIG,
      remotes: { mf_early: 'http://early.test/remoteEntry.js', mf_late: 'http://late.test/remoteEntry.js' },
    });
  });
  afterEach(() => jest.mocked(loadRemote).mockReset());

  it('shows a page loaded before its first render at once, with no loading state (the first route)', async () => {
    jest.mocked(loadRemote).mockResolvedValue(page('Early page'));
    await preloadRemotePage('mf_early', 'HomePage');
    render(<RemotePage remote="mf_early" module="HomePage" />);
    // In the very render: no "Loading..." status first, which React would hold the page back after (up to 300 ms).
    expect(screen.getByRole('heading', { name: 'Early page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows Loading... while a page not loaded yet loads, then the page', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemotePage remote="mf_late" module="SearchPage" />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => resolve(page('Late page')));
    expect(await screen.findByRole('heading', { name: 'Late page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_late/SearchPage');
  });

  it('a preload that failed settles without an error, and the page shows the section fallback with Try Again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(preloadRemotePage('mf_late', 'DetailPage')).resolves.toBeUndefined();
    render(<RemotePage remote="mf_late" module="DetailPage" />);
    expect(await screen.findByText('This section failed to load properly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
