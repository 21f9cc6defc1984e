import { BehaviorSubject } from 'rxjs';
import { handOverFromServer } from './server-paint-handover';
import type { RemoteState } from './remote-status';

/** A page as the server sends it with a paint: the paint shown, the shell's root hidden. */
function page() {
  document.body.innerHTML =
    '<div id="ssr"><h1>Zien, klikken, chatten</h1></div><div id="root" hidden></div>';
  const root = document.getElementById('root') as HTMLElement;
  const outlet = document.createElement('div');
  root.appendChild(outlet);
  const state = new BehaviorSubject<RemoteState>({ kind: 'loading' });
  const paint = document.getElementById('ssr');
  return { root, outlet, state, paint, input: { paint, root, outlet, owner: state } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The remote mounts and draws its screen (not a loading state). */
async function drawScreen(
  { state, outlet }: { state: BehaviorSubject<RemoteState>; outlet: HTMLElement },
  html = '<h1>Zien, klikken, chatten</h1>',
) {
  state.next({ kind: 'mounted', version: '1' });
  outlet.innerHTML = html;
  await tick();
}

const shown = (root: HTMLElement) => ({
  paint: document.getElementById('ssr') !== null,
  root: !root.hidden,
});

it('keeps the paint while the remote loads and while it shows its loading state', async () => {
  const { root, outlet, state, input } = page();
  handOverFromServer(input);
  state.next({ kind: 'mounted', version: '1' });
  outlet.innerHTML = '<div role="status" aria-busy="true">Even laden…</div>';
  await Promise.resolve();
  expect(shown(root)).toEqual({ paint: true, root: false });
});

it('swaps in one step once the remote has drawn its screen', async () => {
  const { root, outlet, state, input } = page();
  handOverFromServer(input);
  state.next({ kind: 'mounted', version: '1' });
  outlet.innerHTML = '<div role="status" aria-busy="true">Even laden…</div>';
  await Promise.resolve();
  outlet.innerHTML = '<h1>Zien, klikken, chatten</h1>';
  await tick();
  expect(shown(root)).toEqual({ paint: false, root: true });
});

it('waits for a modal the shell shows over the page (the site-entry warning) to be drawn too', async () => {
  const { root, outlet, state, input } = page();
  const modal = document.createElement('div');
  modal.innerHTML = '<div role="status" aria-busy="true">Even laden…</div>';
  root.appendChild(modal);
  handOverFromServer(input);
  state.next({ kind: 'mounted', version: '1' });
  outlet.innerHTML = '<h1>Zien, klikken, chatten</h1>';
  await tick();
  expect(shown(root)).toEqual({ paint: true, root: false });
  modal.innerHTML = '<div role="dialog" aria-label="Alleen voor volwassenen"></div>';
  await tick();
  expect(shown(root)).toEqual({ paint: false, root: true });
});

/** The paint pressed (`:active`, as the browser says while a finger or button is down on it). */
function pressing(paint: HTMLElement) {
  let down = true;
  const matches = paint.matches.bind(paint);
  jest
    .spyOn(paint, 'matches')
    .mockImplementation((selector) => (selector === ':active' ? down : matches(selector)));
  return (type: 'pointerup' | 'pointercancel') => {
    down = false;
    paint.dispatchEvent(new Event(type, { bubbles: true }));
  };
}

it('lets a tap on the paint that is under way end there, then swaps', async () => {
  const { root, outlet, state, input, paint } = page();
  paint!.innerHTML = '<a href="/signup">Gratis aanmelden</a>';
  const link = paint!.querySelector('a')!;
  const clicked = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', clicked);
  const lift = pressing(paint!);
  handOverFromServer(input);
  await drawScreen({ state, outlet });
  // Drawn, but the finger is still down on the paint's link.
  expect(shown(root)).toEqual({ paint: true, root: false });
  outlet.append(document.createElement('p'));
  await tick();
  expect(shown(root)).toEqual({ paint: true, root: false });

  lift('pointerup');
  link.click();
  expect(clicked).toHaveBeenCalledTimes(1);
  await tick();
  expect(shown(root)).toEqual({ paint: false, root: true });
});

it('swaps once a press on the paint is cancelled (the finger scrolled instead)', async () => {
  const { root, outlet, state, input, paint } = page();
  const lift = pressing(paint!);
  handOverFromServer(input);
  await drawScreen({ state, outlet });
  expect(shown(root)).toEqual({ paint: true, root: false });
  lift('pointercancel');
  await tick();
  expect(shown(root)).toEqual({ paint: false, root: true });
});

it("keeps a keyboard user's place: the control focused in the paint is focused in the page", async () => {
  const { root, outlet, state, input, paint } = page();
  paint!.innerHTML = '<a href="/pages/terms">Voorwaarden</a><a href="/signup">Gratis aanmelden</a>';
  paint!.querySelector<HTMLElement>('a[href="/signup"]')!.focus();
  handOverFromServer(input);
  await drawScreen(
    { state, outlet },
    '<a href="/signup?step=1">Gratis aanmelden</a><a href="/pages/terms">Voorwaarden</a>' +
      '<a href="/signup">Gratis aanmelden</a>',
  );
  expect(shown(root)).toEqual({ paint: false, root: true });
  expect(document.activeElement).toBe(outlet.querySelector('a[href="/signup"]'));
});

it("keeps a keyboard user in the question: the paint's dialog focused, the page's dialog is", async () => {
  const { root, outlet, state, input, paint } = page();
  paint!.innerHTML =
    '<div class="backdrop"><div role="dialog" tabindex="-1" aria-label="18+">Alleen voor volwassenen</div></div>';
  paint!.querySelector<HTMLElement>('[role="dialog"]')!.focus();
  const modal = document.createElement('div');
  modal.innerHTML =
    '<div class="backdrop"><div role="dialog" tabindex="-1" aria-label="18+">Alleen voor volwassenen</div></div>';
  root.appendChild(modal);
  handOverFromServer(input);
  await drawScreen({ state, outlet });
  expect(shown(root)).toEqual({ paint: false, root: true });
  expect(document.activeElement).toBe(modal.querySelector('[role="dialog"]'));
});

it('shows the shell at once when the remote fails, so its fallback is seen', () => {
  const { root, state, input } = page();
  handOverFromServer(input);
  state.next({ kind: 'failed', retry: () => undefined });
  expect(shown(root)).toEqual({ paint: false, root: true });
});

it('shows the shell at once, and stops listening, when the remote had failed already', () => {
  const { root, state, input } = page();
  state.next({ kind: 'failed', retry: () => undefined });
  handOverFromServer(input);
  expect(shown(root)).toEqual({ paint: false, root: true });
  expect(state.observed).toBe(false);
});

it('stops listening to the remote once the shell shows', async () => {
  const { outlet, state, input } = page();
  handOverFromServer(input);
  state.next({ kind: 'mounted', version: '1' });
  outlet.innerHTML = '<h1>Zien, klikken, chatten</h1>';
  await tick();
  expect(state.observed).toBe(false);
});

it('shows the shell after the timeout whatever the remote does', () => {
  jest.useFakeTimers();
  try {
    const { root, input } = page();
    handOverFromServer({ ...input, timeoutMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(shown(root)).toEqual({ paint: true, root: false });
    jest.advanceTimersByTime(1);
    expect(shown(root)).toEqual({ paint: false, root: true });
  } finally {
    jest.useRealTimers();
  }
});

it('does nothing on a page without a paint', () => {
  const { root, state } = page();
  document.getElementById('ssr')?.remove();
  handOverFromServer({ paint: null, root, outlet: null, owner: state });
  expect(root.hidden).toBe(true);
});
