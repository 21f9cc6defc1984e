/** Message ids are decimal strings that ascend in the server's order; compare them as numbers. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The larger of two ids (`'0'` stands for none). */
export const maxId = (a: string, b: string): string => (compareIds(a, b) >= 0 ? a : b);
