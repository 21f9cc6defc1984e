import type { ColumnType, Generated } from 'kysely';

/**
 * The column types every table file uses (docs/decisions/0101-api-schema-conventions.md):
 * integer ids, flags as integer 0/1, timestamps as ISO-8601 UTC text written by the app clock.
 */
export type Id = Generated<number>;
export type Flag = number;
/** A flag with a database default (inserts may leave it out). */
export type DefaultFlag = ColumnType<number, number | undefined, number>;
export type Timestamp = string;
