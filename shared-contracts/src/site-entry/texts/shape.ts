// What every language's file of the adult-content warnings holds; apart from the list of them
// (site-entry-texts.ts), so a language's file never imports the list that imports it.
/** The words of the adult-content warnings (site-entry.ts), in each locale. */
export interface SiteEntryTexts {
  /** The chat, lander and empty layouts' warning line. */
  readonly warning: string;
  /** The site-entry dialog. */
  readonly title: string;
  readonly body: string;
  readonly accept: string;
  readonly skip: string;
}
