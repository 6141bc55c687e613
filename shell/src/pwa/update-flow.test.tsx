import { act, render, screen } from '@testing-library/react';
import { wireUpdateFlow } from './register-service-worker';
import type { WorkboxLike } from './register-service-worker';
import { setPendingUpdate, usePendingUpdate } from './update-store';

function fakeWorkbox() {
  const handlers = new Map<string, () => void>();
  const wb = {
    register: jest.fn(),
    messageSkipWaiting: jest.fn(),
    addEventListener: jest.fn((type: string, handler: () => void) => handlers.set(type, handler)),
  };
  return { wb: wb as unknown as WorkboxLike & typeof wb, fire: (type: string) => act(() => handlers.get(type)?.()) };
}

function Probe() {
  const apply = usePendingUpdate();
  return apply ? (
    <button type="button" onClick={apply}>
      Update
    </button>
  ) : (
    <p>up to date</p>
  );
}

afterEach(() => act(() => setPendingUpdate(null)));

describe('wireUpdateFlow', () => {
  it('offers an update when a new worker waits; applying it skips waiting, then reloads once it controls', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = jest.fn();
    wireUpdateFlow(wb, { reload });
    render(<Probe />);
    expect(screen.getByText('up to date')).toBeInTheDocument();
    fire('waiting');
    act(() => screen.getByRole('button', { name: 'Update' }).click());
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(screen.getByText('up to date')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control on its own', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = jest.fn();
    wireUpdateFlow(wb, { reload });
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
