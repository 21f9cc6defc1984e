/** Installed-app mode: the web app runs from the home screen (a standalone window). */
export function isInstalledApp(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

const BACK_ROUTES = /^\/(members\/[^/]+|likes|credits)(\/|$)/;

/** The back button: only in the installed app, with history, on a member/likes/credits route. */
export function showsBackButton(path: string, installed: boolean, historyLength: number): boolean {
  return installed && historyLength > 1 && BACK_ROUTES.test(path);
}
