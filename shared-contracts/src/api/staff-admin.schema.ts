import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/** A UTC calendar date, YYYY-MM-DD; the API also refuses one that is no real date. */
const DaySchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const IsoTimeSchema = Type.String({ format: 'date-time' });
const DownloadFormatSchema = Type.Enum(['csv', 'json']);

/** GET /staff-api/audit: filters, all optional; `before` is the last page's `nextBefore`. */
export const AuditQuerySchema = Type.Object({
  /** From this UTC day on (inclusive). */
  from: Type.Optional(DaySchema),
  /** Up to and including this UTC day. */
  to: Type.Optional(DaySchema),
  /** Part of who acted: a staff member's e-mail address, or `command line`. */
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  /** An action (`moderation.decided`) or its area (`moderation`). */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** `type:id` (`profile:42`), a type alone (`profile`), or an id alone (`42`). */
  subject: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  /** Rows older than this row (keyset pagination by id). */
  before: Type.Optional(IdSchema),
});
export type AuditQuery = Static<typeof AuditQuerySchema>;

/** One record of the audit trail, as an admin reads it. */
export const AuditRowSchema = Type.Object({
  id: IdSchema,
  at: IsoTimeSchema,
  /** The staff account, or null for the command line. */
  staffId: Type.Union([IdSchema, Type.Null()]),
  actor: Type.String(),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  /** The ground, the text, what changed: whatever the action recorded. */
  detail: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type AuditRow = Static<typeof AuditRowSchema>;

/** Newest first, a page at a time. */
export const AuditPageSchema = Type.Object({
  rows: Type.Array(AuditRowSchema),
  /** `before` for the next page; null when this page is the last. */
  nextBefore: Type.Union([IdSchema, Type.Null()]),
});
export type AuditPage = Static<typeof AuditPageSchema>;

/** GET /staff-api/audit/export: every row of a range of UTC days, as a file. */
export const AuditExportQuerySchema = Type.Object({
  from: DaySchema,
  to: DaySchema,
  format: Type.Optional(DownloadFormatSchema),
});
export type AuditExportQuery = Static<typeof AuditExportQuerySchema>;

/** GET /staff-api/transparency: the report of a range of UTC days (inclusive). */
export const TransparencyQuerySchema = Type.Object({ from: DaySchema, to: DaySchema });
export type TransparencyQuery = Static<typeof TransparencyQuerySchema>;

/** GET /staff-api/transparency/export: the same report as a CSV or JSON file. */
export const TransparencyExportQuerySchema = Type.Object({
  from: DaySchema,
  to: DaySchema,
  format: Type.Optional(DownloadFormatSchema),
});
export type TransparencyExportQuery = Static<typeof TransparencyExportQuerySchema>;

const CountsSchema = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));
const HoursSchema = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);

/**
 * The counts the Digital Services Act asks of a platform's transparency report (art. 15, 24),
 * for one range of days; the shape is documented in decision 0163 and never reordered.
 */
export const TransparencyReportSchema = Type.Object({
  from: DaySchema,
  to: DaySchema,
  generatedAt: IsoTimeSchema,
  /** Members' reports and notices (complaints) received in the range. */
  notices: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    byKind: CountsSchema,
    byCategory: CountsSchema,
    bySource: CountsSchema,
  }),
  /** Work the platform took up itself: new photos reviewed before they are shown. */
  ownInitiative: Type.Object({ photoReviews: Type.Integer({ minimum: 0 }) }),
  /** Decisions taken in the range (undone ones left out), appeals' decisions apart. */
  actions: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    byGround: CountsSchema,
    byKind: CountsSchema,
    /** Of those, the ones reversed since (on appeal or otherwise). */
    reversed: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      byGround: CountsSchema,
      byKind: CountsSchema,
    }),
    automated: Type.Integer({ minimum: 0 }),
    manual: Type.Integer({ minimum: 0 }),
    /** From a notice's arrival to the decision on it; null when no notice was decided. */
    medianHoursNoticeToAction: HoursSchema,
  }),
  /** Members' appeals made in the range (the internal complaint-handling system). */
  appeals: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    byStatus: CountsSchema,
    medianHoursToDecide: HoursSchema,
  }),
  restrictions: Type.Object({
    suspensions: Type.Integer({ minimum: 0 }),
    bans: Type.Integer({ minimum: 0 }),
  }),
});
export type TransparencyReport = Static<typeof TransparencyReportSchema>;
