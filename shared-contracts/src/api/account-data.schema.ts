import { Type, type Static } from 'typebox';

/**
 * One of the member's sessions as the settings list it: a public opaque id (never the
 * session's token or hash), the browser and system read from its user agent (null when
 * unknown), when it started and was last used, and whether it is the asking browser's.
 */
export const SessionInfoSchema = Type.Object({
  id: Type.String(),
  browser: Type.Union([Type.String(), Type.Null()]),
  os: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Boolean(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfoSchema>;

export const SessionsResponseSchema = Type.Object({ sessions: Type.Array(SessionInfoSchema) });
export type SessionsResponse = Static<typeof SessionsResponseSchema>;

/** DELETE /api/sessions.php?id=: the public id of the session to end. */
export const SessionIdQuerySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** DELETE /api/push-subscription.php: the endpoint of this browser's subscription. */
export const PushEndpointBodySchema = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type PushEndpointBody = Static<typeof PushEndpointBodySchema>;

export const DataExportStatusSchema = Type.Union([
  Type.Literal('preparing'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type DataExportStatus = Static<typeof DataExportStatusSchema>;

/** The member's latest data export: being prepared, ready until `expires_at`, or failed. */
export const DataExportSchema = Type.Object({
  status: DataExportStatusSchema,
  requested_at: Type.String(),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  /** The zip's size in bytes, when ready. */
  size: Type.Union([Type.Integer(), Type.Null()]),
});
export type DataExport = Static<typeof DataExportSchema>;

/** The latest export, or null when there is none (or it expired). */
export const DataExportResponseSchema = Type.Object({
  export: Type.Union([DataExportSchema, Type.Null()]),
});
export type DataExportResponse = Static<typeof DataExportResponseSchema>;

/** GET /api/data-export.php: the mailed link's token; without one the session's own export. */
export const DataExportDownloadQuerySchema = Type.Object({
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
