import type { ComplaintBodySchema, ComplaintResponseSchema } from './complaints.schema';
import { defineEndpoint } from './define-endpoint';

/** Notices under the EU Digital Services Act (decision 0126). */
export const complaintsEndpoints = {
  /**
   * Files a notice; visitors and members alike (a member's notice records the account).
   * 201 with the reference; the same idempotency key answers 200 with the same reference.
   * The sender gets a confirmation mail in the notice's language. Rate limited per address.
   */
  complaint: defineEndpoint<{
    body: typeof ComplaintBodySchema;
    response: { 200: typeof ComplaintResponseSchema; 201: typeof ComplaintResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/complaint.php',
    access: 'visitor',
  }),
};
