/**
 * @jest-environment node
 */
// The shell rendered where there is no browser (no window, navigator or storage), as a server would render it: the
// markup a browser's first render must match to take it over.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@reelist/event-bus';
import { TEST_CONFIG } from '@reelist/testing';
import { Layout } from './layout/layout';
import { RemotePage } from './remotes/remote-page';
import { preloadRemotePage, registerConfiguredRemotes } from './remotes/remote-registry';
import { createToastQueue } from './services/toast-queue';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const render = (page: string) =>
  renderToString(
    <StaticRouter location="/">
      <Routes>
        <Route element={<Layout config={TEST_CONFIG} toasts={createToastQueue(bus)} />}>
          <Route path="/" element={<RemotePage remote="mf_home" module={page} />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );

describe('the shell without a browser', () => {
  beforeAll(() =>
    registerConfiguredRemotes({ ...TEST_CONFIG, remotes: { mf_home: 'http://home.test/remoteEntry.js' } }),
  );

  it('renders the header (no search shortcut named before the app runs) and a page loaded before the render', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Home page</h1> });
    await preloadRemotePage('mf_home', 'HomePage');
    const html = render('HomePage');
    expect(html).toContain('>Reelist</a>');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Search movies and TV shows"');
    expect(html).not.toContain('<kbd');
    expect(html).toContain('<h1>Home page</h1>');
  });

  it('renders Loading... for a page still loading', () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    expect(render('SearchPage')).toContain('Loading...');
  });
});
