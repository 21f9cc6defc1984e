/**
 * A static page as its content files hold it (`content/<language>/<page>.json`): structure,
 * never HTML. Texts may hold `{{placeholders}}` (see `fill-placeholders.ts`) and links
 * written `[label](/path)`, `[label](mailto:...)` or `[label](#section)`.
 */
export interface PageContent {
  /** The page's h1 and, with the site's name, its document title. */
  readonly title: string;
  /** One sentence for search engines and link previews. */
  readonly description: string;
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
}

export interface Section {
  /** The anchor of the section, the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface Table {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface Question {
  readonly q: string;
  readonly a: readonly string[];
}

/** One block of a section, told apart by its one key. */
export type Block =
  | { readonly p: string }
  | { readonly list: readonly string[] }
  | { readonly table: Table }
  | { readonly qa: Question };

/** What kind of block this is, and how many items it has: what a translation must keep. */
export function blockShape(block: Block): string {
  if ('p' in block) return 'p';
  if ('list' in block) return `list:${block.list.length}`;
  if ('table' in block) return `table:${block.table.head.length}x${block.table.rows.length}`;
  return `qa:${block.qa.a.length}`;
}
