import { holdEarlyPresses } from '../../examples/web-banking/src/holdEarlyPresses.ts';

describe('presses on the server-drawn page before its script took over (holdEarlyPresses)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("holds the page's buttons' presses, lets form submits and the rest of the page through, and replays each once", () => {
    document.body.innerHTML = [
      '<div id="root"><button type="button" id="activate">Activate</button>',
      '<form><button type="submit" id="signout">Sign out</button></form></div>',
      '<button type="button" id="outside">Elsewhere</button>',
    ].join('');
    const root = document.getElementById('root') as HTMLElement;
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());

    const { replay } = holdEarlyPresses(root);
    const press = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();
    press('activate');
    press('activate');
    press('signout');
    press('outside');
    // The submit button and the button outside the page's root go through; the early Activate is held.
    expect(seen).toEqual(['signout', 'outside']);

    replay();
    expect(seen).toEqual(['signout', 'outside', 'activate']);
    // Held no more: later presses go straight through.
    press('activate');
    expect(seen).toEqual(['signout', 'outside', 'activate', 'activate']);
  });

  it('replays nothing for a button that left the page meanwhile', () => {
    document.body.innerHTML = '<div id="root"><button type="button" id="gone">Boost</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const { replay } = holdEarlyPresses(root);
    (document.getElementById('gone') as HTMLButtonElement).click();
    document.getElementById('gone')?.remove();
    replay();
    expect(seen).toEqual([]);
  });

  it("releases without replaying when the page's script did not arrive: held presses are dropped, later ones go through", () => {
    document.body.innerHTML = '<div id="root"><button type="button" id="activate">Activate</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const presses = holdEarlyPresses(root);
    const activate = document.getElementById('activate') as HTMLButtonElement;
    activate.click();
    presses.release();
    expect(seen).toEqual([]);
    activate.click();
    expect(seen).toEqual(['activate']);
    // Released is final: a replay afterwards (a late takeover) does not fire the dropped press.
    presses.replay();
    expect(seen).toEqual(['activate']);
  });
});
