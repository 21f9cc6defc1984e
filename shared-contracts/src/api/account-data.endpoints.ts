import {
  DataExportDownloadQuerySchema,
  DataExportResponseSchema,
  PushEndpointBodySchema,
  SessionIdQuerySchema,
  SessionsResponseSchema,
} from './account-data.schema';
import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';

/** What the settings show of the member's own data: sessions, push, the data export. */
export const accountDataEndpoints = {
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/sessions.php',
    access: 'member',
    response: { 200: SessionsResponseSchema },
  }),
  /** Ends one of the member's sessions; another member's id is a 404. */
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/sessions.php',
    access: 'member',
    querystring: SessionIdQuerySchema,
    response: { 200: OkResponseSchema },
  }),
  /** Ends every session of the member but the asking one. */
  endOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/other-sessions.php',
    access: 'member',
    response: { 200: OkResponseSchema },
  }),
  /** Forgets this browser's push subscription (the member turned push off). */
  removePushSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/api/push-subscription.php',
    access: 'member',
    body: PushEndpointBodySchema,
    response: { 200: OkResponseSchema },
  }),
  dataExport: defineEndpoint({
    method: 'GET',
    path: '/api/data-export-status.php',
    access: 'member',
    response: { 200: DataExportResponseSchema },
  }),
  /** Starts an export; while one is being prepared it answers that one. */
  requestDataExport: defineEndpoint({
    method: 'POST',
    path: '/api/data-export.php',
    access: 'member',
    response: { 200: DataExportResponseSchema },
  }),
  /**
   * The zip, to the owner's session only (decision 0118). A visitor is sent to the login,
   * an expired, unknown or another member's link to the settings' "link expired" notice.
   */
  downloadDataExport: defineEndpoint({
    method: 'GET',
    path: '/api/data-export.php',
    access: 'visitor',
    querystring: DataExportDownloadQuerySchema,
  }),
};
