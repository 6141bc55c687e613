import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayEarlyClicks, stopKeepingClicks } from './early-clicks';

// public/theme-init.js keeps the buttons pressed on a server's page before the app runs; the app presses them again.
const THEME_INIT = readFileSync(join(__dirname, '../../public/theme-init.js'), 'utf8');

function serverPage(): Record<'menu' | 'add' | 'submit' | 'outside', HTMLButtonElement> {
  document.body.innerHTML =
    '<div id="root" data-server-rendered><header><button type="button">Menu</button></header><main>' +
    '<button type="button">Add</button><form><button>Go</button></form></main></div>' +
    '<button type="button">Elsewhere</button>';
  // The script runs in the page's head, before the app: as a plain script here.
  new Function(THEME_INIT)();
  const [menu, add, submit, outside] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  return { menu: menu!, add: add!, submit: submit!, outside: outside! };
}

describe('buttons pressed before the app has taken the page over', () => {
  afterEach(() => stopKeepingClicks());

  it('are pressed again once, each, when the app has taken over; later presses are the app’s alone', () => {
    const { add } = serverPage();
    add.click();
    add.click();
    // What hydration attaches: the app's handler.
    const handler = jest.fn();
    add.addEventListener('click', handler);
    replayEarlyClicks();
    expect(handler).toHaveBeenCalledTimes(1);
    add.click();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(window.reelistEarlyClicks).toBeNull();
  });

  it('keeps no submit button (its form works without the app), nothing outside the server’s page or in its header', () => {
    const { menu, submit, outside } = serverPage();
    submit.addEventListener('click', (event) => event.preventDefault());
    submit.click();
    outside.click();
    menu.click();
    expect(window.reelistEarlyClicks).toEqual([]);
  });

  it('presses nothing when the app replaced the page instead', () => {
    const { add } = serverPage();
    add.click();
    const handler = jest.fn();
    add.addEventListener('click', handler);
    expect(stopKeepingClicks()).toEqual([add]);
    replayEarlyClicks();
    expect(handler).not.toHaveBeenCalled();
  });
});
