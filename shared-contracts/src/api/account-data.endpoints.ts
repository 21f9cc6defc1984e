import type {
  DataExportDownloadQuerySchema,
  DataExportResponseSchema,
  PushEndpointBodySchema,
  SessionIdQuerySchema,
  SessionsResponseSchema,
} from './account-data.schema';
import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';

/** What the settings show of the member's own data: sessions, push, the data export. */
export const accountDataEndpoints = {
  sessions: defineEndpoint<{ response: { 200: typeof SessionsResponseSchema } }>()({
    method: 'GET',
    path: '/api/sessions.php',
    access: 'member',
  }),
  /** Ends one of the member's sessions; another member's id is a 404. */
  endSession: defineEndpoint<{
    querystring: typeof SessionIdQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/sessions.php',
    access: 'member',
  }),
  /** Ends every session of the member but the asking one. */
  endOtherSessions: defineEndpoint<{ response: { 200: typeof OkResponseSchema } }>()({
    method: 'DELETE',
    path: '/api/other-sessions.php',
    access: 'member',
  }),
  /** Forgets this browser's push subscription (the member turned push off). */
  removePushSubscription: defineEndpoint<{
    body: typeof PushEndpointBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/push-subscription.php',
    access: 'member',
  }),
  dataExport: defineEndpoint<{ response: { 200: typeof DataExportResponseSchema } }>()({
    method: 'GET',
    path: '/api/data-export-status.php',
    access: 'member',
  }),
  /** Starts an export; while one is being prepared it answers that one. */
  requestDataExport: defineEndpoint<{ response: { 200: typeof DataExportResponseSchema } }>()({
    method: 'POST',
    path: '/api/data-export.php',
    access: 'member',
  }),
  /**
   * The zip, to the owner's session only (decision 0118). A visitor is sent to the login,
   * an expired, unknown or another member's link to the settings' "link expired" notice.
   */
  downloadDataExport: defineEndpoint<{ querystring: typeof DataExportDownloadQuerySchema }>()({
    method: 'GET',
    path: '/api/data-export.php',
    access: 'visitor',
  }),
};
