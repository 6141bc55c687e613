import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import type { ModalProps } from './modal';

function Harness({ withInitialFocus = false, ...props }: Partial<ModalProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch Trailer
      </button>
      <Modal
        title="Trailer"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        initialFocusRef={withInitialFocus ? playRef : undefined}
      >
        <button type="button" ref={playRef}>
          Play
        </button>
        <button type="button">Mute</button>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Watch Trailer' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Trailer' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, focusing the Close button first', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    await openModal({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.tab();
    expect(mute).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(mute).toHaveFocus();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('can be labelled by content instead of a title', () => {
    render(
      <Modal open onClose={() => undefined} labelledBy="share-heading">
        <h2 id="share-heading">Share</h2>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
  });
});
