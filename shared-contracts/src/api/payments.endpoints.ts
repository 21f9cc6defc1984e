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
};
