// Which paths a remote may claim (docs/decisions/0173). Checked by `scripts/release.mjs`
// before it builds and again when it switches the registry, so that one team's release can
// never take a page of another team's remote without both teams having agreed to it.
//
// - Two remotes may not declare patterns that match a common path: whichever the shell
//   happened to order first would win, silently.
// - A pattern whose first segment is a parameter (`/:token`) matches every path of its length:
//   it is a catch-all, loses to every other route, and is declared `catchAll: true` so that its
//   team and the release output say so (a release of an older checkout that did not declare
//   it is still taken, with a warning).
// - A hand-over is declared on the receiving route, `takesOver: "<remote>"`, and reviewed with
//   the release; the registry then leaves the giving remote's route for those paths out
//   (`withHandOvers`), and the giving remote's next release is refused while it still claims
//   the path.

const segments = (pattern) => pattern.split('/').filter(Boolean);
const isParameter = (segment) => segment.startsWith(':');
const isOptional = (segment) => segment.endsWith('?');

/** True when some path is matched by both patterns (`:param`, trailing `:param?`). */
export function patternsOverlap(a, b) {
  const sa = segments(a);
  const sb = segments(b);
  const required = (parts) => parts.filter((part) => !isOptional(part)).length;
  const from = Math.max(required(sa), required(sb));
  const to = Math.min(sa.length, sb.length);
  for (let length = from; length <= to; length += 1) {
    const fits = sa
      .slice(0, length)
      .every((part, i) => isParameter(part) || isParameter(sb[i] ?? '') || part === (sb[i] ?? ''));
    if (fits) return true;
  }
  return false;
}

/** A pattern that catches any first segment. */
const catchesAnything = (pattern) => isParameter(segments(pattern)[0] ?? '');
const isCatchAll = (route) => route.catchAll === true || catchesAnything(route.path);

/** The routes that catch any first segment without being declared `catchAll: true`. */
export const undeclaredCatchAlls = (routes) =>
  routes.filter((route) => catchesAnything(route.path) && route.catchAll !== true);

const describe = (route) => `${route.name} (${route.path})`;

/**
 * Why `name`'s routes may not go live beside the other remotes of `registry`: an empty list
 * when they may. The other remotes' stable releases and canaries both count.
 *
 * @param {string} name the releasing remote
 * @param {Array<{name: string, path: string, catchAll?: boolean, takesOver?: string}>} routes
 * @param {{ remotes: Array<{ name: string, routes: any[], canary?: { routes: any[] } }> }} registry
 * @returns {string[]}
 */
export function claimProblems(name, routes, registry) {
  const problems = [];
  for (const route of routes) {
    // A leading parameter is what orders a catch-all after every other route.
    if (route.catchAll === true && !catchesAnything(route.path))
      problems.push(
        `${name}: route ${describe(route)} is declared "catchAll" but starts with a fixed segment; a catch-all starts with a parameter`,
      );
    if (route.takesOver === name)
      problems.push(`${name}: route ${describe(route)} cannot take over from its own remote`);
  }
  for (const other of registry.remotes) {
    if (other.name === name) continue;
    const theirs = [...other.routes, ...(other.canary?.routes ?? [])];
    for (const route of routes) {
      for (const their of theirs) {
        if (!patternsOverlap(route.path, their.path)) continue;
        // One catch-all beside a specific route: the specific one wins, as declared.
        if (isCatchAll(route) !== isCatchAll(their)) continue;
        if (route.takesOver === other.name) continue;
        if (their.takesOver === name) {
          problems.push(
            `${name}: route ${describe(route)} was handed over to ${other.name} (its route ${describe(their)} takes it over); remove it from the federation.routes of ${name}`,
          );
          continue;
        }
        problems.push(
          `${name}: route ${describe(route)} claims paths of route ${describe(their)} of ${other.name}; choose another path, or declare "takesOver": "${other.name}" on it for a hand-over both teams agreed`,
        );
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * The registry's remotes with every route another live release took over (`takesOver`) left
 * out of its giver's entry, canary and earlier releases: the shell and the server never see
 * two owners.
 */
export function withHandOvers(remotes) {
  const taken = remotes
    .flatMap((remote) => [...remote.routes, ...(remote.canary?.routes ?? [])])
    .filter((route) => route.takesOver);
  const keep = (name, routes) =>
    routes.filter(
      (route) => !taken.some((t) => t.takesOver === name && patternsOverlap(t.path, route.path)),
    );
  return remotes.map((remote) => ({
    ...remote,
    routes: keep(remote.name, remote.routes),
    ...(remote.canary
      ? { canary: { ...remote.canary, routes: keep(remote.name, remote.canary.routes) } }
      : {}),
    ...(remote.earlier
      ? {
          earlier: remote.earlier.map((release) => ({
            ...release,
            routes: keep(remote.name, release.routes),
          })),
        }
      : {}),
  }));
}

/**
 * Refuses releases whose routes would take paths another remote serves (docs/decisions/0173):
 * each candidate is checked against the registry as it would be with all of them live, so one
 * command can move a path from one remote to another.
 */
export function refuseClaims(candidates, registry) {
  const names = new Set(candidates.map((candidate) => candidate.name));
  const after = {
    remotes: [
      ...registry.remotes.filter((remote) => !names.has(remote.name)),
      ...candidates.map(({ name, routes }) => ({ name, routes })),
    ],
  };
  const problems = candidates.flatMap(({ name, routes }) => claimProblems(name, routes, after));
  if (problems.length)
    throw new Error(`refused, the registry is unchanged:\n  ${problems.join('\n  ')}`);
  for (const { name, routes } of candidates) {
    for (const route of undeclaredCatchAlls(routes))
      console.warn(
        `${name}: route ${route.name} (${route.path}) catches every path of its length and loses to every other route; declare it "catchAll": true`,
      );
  }
}
