/**
 * A remote writes its routes once, in its src/route-declarations.ts (docs/decisions/0148); its router,
 * its server paint and its registry entry (package.json's federation.routes) read them
 * there. These read back what each of the three ended up with, for a test that they agree.
 */

/**
 * The patterns a pattern stands for: a trailing `:param?` is the path without it and with
 * it (react-router's reading, and the shell's), so `/likes/:type?` is `/likes` and
 * `/likes/:type`.
 */
export function patternsOf(pattern: string): string[] {
  const optional = /^(.*)\/(:[^/]+)\?$/.exec(pattern);
  if (!optional) return [pattern];
  const [, rest = '', param] = optional;
  return [...patternsOf(rest || '/'), ...patternsOf(rest).map((head) => `${head}/${param}`)];
}

/** Every pattern of a list, optional parameters spelled out, sorted. */
export const spelledOut = (patterns: readonly string[]): string[] =>
  [...new Set(patterns.flatMap(patternsOf))].sort();

/**
 * The `path` of every element in a tree of React elements, in order: a router's `<Route>`s.
 * `*` (the route that renders nothing while another remote takes over) is left out.
 */
export function routerPatterns(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(routerPatterns);
  if (typeof node !== 'object' || node === null || !('props' in node)) return [];
  const props = (node as { props: { path?: unknown; children?: unknown } }).props;
  const own = typeof props.path === 'string' && props.path !== '*' ? [props.path] : [];
  return [...own, ...routerPatterns(props.children)];
}
