import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from './share-menu';

const PAGE = 'https://reelist.test/movie/550';
const overview = `${'x'.repeat(100)}CUT`;

function setup(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  // After setup: user-event installs its own clipboard stub.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const clipboard = { writeText: jest.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  render(<ShareMenu overview={overview} pageUrl={PAGE} />);
  return { user, clipboard };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ShareMenu', () => {
  it('opens twitter and facebook links carrying the page URL and the first 100 characters of the overview', async () => {
    const { user } = setup();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const twitter = screen.getByRole('link', { name: 'Share on Twitter' });
    expect(twitter.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE)}&text=${'x'.repeat(100)}`,
    );
    expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      `u=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.queryByRole('link', { name: /LinkedIn|Reddit/i })).not.toBeInTheDocument();
  });

  it('copies the link and confirms for 2 seconds', async () => {
    const { user, clipboard } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(PAGE);
    expect(await screen.findByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard');
    act(() => jest.advanceTimersByTime(1_900));
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = setup(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy the link')).toHaveAttribute('role', 'status');
  });

  it('closes on Escape and on a click outside', async () => {
    const { user } = setup();
    const share = screen.getByRole('button', { name: 'Share' });
    await user.click(share);
    await user.keyboard('{Escape}');
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    await user.click(document.body);
    expect(share).toHaveAttribute('aria-expanded', 'false');
  });
});
