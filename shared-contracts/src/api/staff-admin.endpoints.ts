import { defineEndpoint } from './define-endpoint';
import type {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  TransparencyExportQuerySchema,
  TransparencyQuerySchema,
  TransparencyReportSchema,
} from './staff-admin.schema';

/**
 * The admins' part of the staff console (decision 0163): the audit trail, read and exported,
 * and the transparency report. Each call is itself written to the audit; none changes it.
 */
export const staffAuditEndpoints = {
  /** Newest first, 100 a page; `nextBefore` gives the next. */
  list: defineEndpoint<{
    querystring: typeof AuditQuerySchema;
    response: { 200: typeof AuditPageSchema };
  }>()({ method: 'GET', path: '/staff-api/audit', access: { staff: ['admin'] } }),
  /** Every row of a range of days, oldest first, as a CSV or JSON file (not a JSON call). */
  export: defineEndpoint<{ querystring: typeof AuditExportQuerySchema }>()({
    method: 'GET',
    path: '/staff-api/audit/export',
    access: { staff: ['admin'] },
  }),
};

export const staffTransparencyEndpoints = {
  /** The report, for the console's screen. */
  report: defineEndpoint<{
    querystring: typeof TransparencyQuerySchema;
    response: { 200: typeof TransparencyReportSchema };
  }>()({ method: 'GET', path: '/staff-api/transparency', access: { staff: ['admin'] } }),
  /**
   * The report as a file (not a JSON call): rows `section,key,value` with `format=csv` (the
   * default), the report's JSON with `format=json`.
   */
  export: defineEndpoint<{ querystring: typeof TransparencyExportQuerySchema }>()({
    method: 'GET',
    path: '/staff-api/transparency/export',
    access: { staff: ['admin'] },
  }),
};

/** The admins' areas, beside `staffEndpoints`. */
export const staffAdminEndpoints = {
  staffAudit: staffAuditEndpoints,
  staffTransparency: staffTransparencyEndpoints,
};
