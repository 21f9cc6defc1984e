import { Type, type Static } from 'typebox';

/**
 * What failed in the browser: a remote that would not load or mount (`load`), an error
 * boundary's catch (`render`), a lazy chunk (`chunk`), an uncaught error or rejection
 * (`unhandled`), a release that does not fit the shell or its shared modules (`version`).
 */
export const ClientErrorKindSchema = Type.Union([
  Type.Literal('load'),
  Type.Literal('render'),
  Type.Literal('chunk'),
  Type.Literal('unhandled'),
  Type.Literal('version'),
]);
export type ClientErrorKind = Static<typeof ClientErrorKindSchema>;

/**
 * POST /api/client-errors.php: one front-end failure, reported by the shell or a remote.
 * Anyone may send it, so every field is bounded; an over-long one is refused, not cut.
 */
export const ClientErrorReportSchema = Type.Object({
  /** `shell` or a remote's name (`mfe-chat`). */
  remote: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9-]*$' }),
  /** The release that failed (a remote's registry version, the shell's build). */
  version: Type.String({ minLength: 1, maxLength: 100 }),
  /** The page's path, without its query (it may carry tokens). */
  route: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  kind: ClientErrorKindSchema,
  stack: Type.Optional(Type.String({ maxLength: 8000 })),
});
export type ClientErrorReport = Static<typeof ClientErrorReportSchema>;

/** The answer to a report: nothing, it is logged. */
export const ClientErrorLoggedSchema = Type.Null({ description: 'Logged' });
