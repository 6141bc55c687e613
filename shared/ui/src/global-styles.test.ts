import { installGlobalStyles } from './global-styles';

describe('installGlobalStyles', () => {
  it('is a callable marker that pulls in the stylesheet without touching the DOM', () => {
    const before = document.head.innerHTML;
    expect(installGlobalStyles()).toBeUndefined();
    expect(document.head.innerHTML).toBe(before);
  });
});
