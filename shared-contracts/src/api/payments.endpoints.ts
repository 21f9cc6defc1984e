import { DiscountCodeQuerySchema, DiscountCodeResponseSchema } from './chats.schema';
import { defineEndpoint } from './define-endpoint';

/** Discounts of the member (spec section 4). */
export const paymentsEndpoints = {
  /** `?welcome=1` for the welcome code, `?code=` to check one the member typed. */
  discountCode: defineEndpoint({
    method: 'GET',
    path: '/api/discountcode.php',
    access: 'member',
    querystring: DiscountCodeQuerySchema,
    response: { 200: DiscountCodeResponseSchema },
  }),
  /**
   * The discount offered to a member about to delete the account (company info
   * `delete_discount`): a personal once-only code, the same one on every call, valid for 14
   * days from the first. 404 code_not_found where the company offers none.
   */
  retentionDiscount: defineEndpoint({
    method: 'POST',
    path: '/api/retention-discount.php',
    access: 'member',
    response: { 200: DiscountCodeResponseSchema },
  }),
};
