import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';
import { remoteLoadFailure } from '@reelist/federation';
import { loadRemotePage, preloadRemotePage, registerConfiguredRemotes } from './remote-registry';
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

describe('loadRemotePage', () => {
  beforeAll(() =>
    registerConfiguredRemotes({ ...TEST_CONFIG, remotes: { mf_chunks: 'http://c.test/remoteEntry.js' } }),
  );
  afterEach(() => jest.mocked(loadRemote).mockReset());

  const chunkFailure = (request: string, fields: { name?: string; code?: string } = { name: 'ChunkLoadError' }) =>
    remoteLoadFailure(
      'mf_chunks/HomePage',
      Object.assign(new Error(`Loading chunk failed (${request})`), fields, { request }),
    );

  it('asks again for a page while a chunk fails that had not failed before (the browser answers the first script for each with a failed preload)', async () => {
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce(chunkFailure('http://c.test/313.js'))
      .mockResolvedValueOnce(chunkFailure('http://c.test/home.css', { code: 'CSS_CHUNK_LOAD_FAILED' }))
      .mockResolvedValueOnce(page('Home'));
    const loaded = await loadRemotePage('mf_chunks', 'HomePage');
    expect(loaded.default).toBeInstanceOf(Function);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('gives up when a chunk fails a second time, and at once when the entry fails', async () => {
    jest.mocked(loadRemote).mockResolvedValue(chunkFailure('http://c.test/313.js'));
    await expect(loadRemotePage('mf_chunks', 'HomePage')).rejects.toThrow(
      'Remote module mf_chunks/HomePage is unavailable',
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
    jest
      .mocked(loadRemote)
      .mockReset()
      .mockResolvedValue(remoteLoadFailure('mf_chunks/HomePage', new Error('RUNTIME-008')));
    await expect(loadRemotePage('mf_chunks', 'HomePage')).rejects.toThrow('unavailable');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
