import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { TopOnNewPage } from './top-on-new-page';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">To B</Link>
      <Link to="/a?sort=title">Sorted</Link>
      <Link to="/b#cast">To B's cast</Link>
      <button type="button" onClick={() => void navigate('/b', { replace: true })}>
        Replace with B
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopOnNewPage />
      <Routes>
        <Route path="/a" element={<Page name="A" />} />
        <Route path="/b" element={<Page name="B" />} />
      </Routes>
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => jest.restoreAllMocks());

describe('TopOnNewPage', () => {
  it('opens a page from a link at its top, and leaves the first page where the browser put it', async () => {
    const scrollTo = renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll when only the query changes, when the address is replaced, or on Back', async () => {
    const scrollTo = renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'Sorted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace with B' }));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets a #fragment go where it points', async () => {
    const scrollTo = renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: "To B's cast" }));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
