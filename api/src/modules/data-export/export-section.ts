// Its own module: the sections of data.json come from several files
// (member-data.repository.ts gathers them, money-data.repository.ts adds its own) and
// export-zip.ts writes them; each imports this type.

/** A section of data.json, read when its turn comes: one value, or a list read page by page. */
export type Section = () => Promise<unknown> | AsyncIterable<unknown>;
