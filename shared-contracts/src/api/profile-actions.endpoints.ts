import { defineEndpoint } from './define-endpoint';
import {
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
  related: defineEndpoint({
    method: 'GET',
    path: '/api/related-profiles.php',
    access: 'visitor',
    querystring: RelatedProfilesQuerySchema,
    response: { 200: RelatedProfilesResponseSchema },
  }),
  gifts: defineEndpoint({
    method: 'GET',
    path: '/api/gifts.php',
    access: 'member',
    response: { 200: GiftsResponseSchema },
  }),
  /** A gift is a chat message of kind gift that costs the domain's gift_credits. */
  sendGift: defineEndpoint({
    method: 'POST',
    path: '/api/gift.php',
    access: 'member',
    body: SendGiftBodySchema,
    response: { 200: SendGiftResponseSchema },
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/report.php',
    access: 'member',
    body: ReportBodySchema,
    response: { 200: ReportResponseSchema },
  }),
};
