import { defineEndpoint } from './define-endpoint';
import type {
  GiftsResponseSchema,
  RelatedProfilesQuerySchema,
  RelatedProfilesResponseSchema,
  ReportBodySchema,
  ReportResponseSchema,
  SendGiftBodySchema,
  SendGiftResponseSchema,
} from './profile-actions.schema';

/** What the profile view shows and does beyond the profile itself (decision 0115). */
export const profileActionsEndpoints = {
  /** Visitors see related profiles where they may see the profile. */
  related: defineEndpoint<{
    querystring: typeof RelatedProfilesQuerySchema;
    response: { 200: typeof RelatedProfilesResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/related-profiles.php',
    access: 'visitor',
  }),
  gifts: defineEndpoint<{ response: { 200: typeof GiftsResponseSchema } }>()({
    method: 'GET',
    path: '/api/gifts.php',
    access: 'member',
  }),
  /** A gift is a chat message of kind gift that costs the domain's gift_credits. */
  sendGift: defineEndpoint<{
    body: typeof SendGiftBodySchema;
    response: { 200: typeof SendGiftResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/gift.php',
    access: 'member',
  }),
  report: defineEndpoint<{
    body: typeof ReportBodySchema;
    response: { 200: typeof ReportResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/report.php',
    access: 'member',
  }),
};
