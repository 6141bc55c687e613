import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CatchUpWithHistory } from './catch-up-with-history';

/** Changes the address after the router has read it and before it has mounted, as Back during the first render does. */
function AddressChangedMeanwhile({ to }: { to: string }) {
  if (window.location.pathname !== to) history.pushState({}, '', to);
  return null;
}

describe('CatchUpWithHistory', () => {
  afterEach(() => history.replaceState({}, '', '/'));

  const app = (to: string, catchUp: boolean) => (
    <BrowserRouter>
      <AddressChangedMeanwhile to={to} />
      {catchUp && <CatchUpWithHistory />}
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/movie/:id" element={<h1>Detail</h1>} />
      </Routes>
    </BrowserRouter>
  );

  it('shows the page of the address as it is once the router has mounted', async () => {
    render(app('/movie/550', true));
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/movie/550');
  });

  it('is what the router needs: without it, the address changed meanwhile is missed', () => {
    render(app('/movie/550', false));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
