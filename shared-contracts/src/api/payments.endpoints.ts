import type { OkResponseSchema } from './common.schema';
import type {
  DiscountCodeLookupResponseSchema,
  DiscountCodeQuerySchema,
  DiscountCodeResponseSchema,
} from './chats.schema';
import { defineEndpoint } from './define-endpoint';
import type {
  CreatePaymentBodySchema,
  CreditsOfferResponseSchema,
  DirectDebitBodySchema,
  DirectDebitConfirmBodySchema,
  DirectDebitResponseSchema,
  PaymentIdQuerySchema,
  PaymentResponseSchema,
  PaymentWebhookBodySchema,
  RepeatOrderBodySchema,
  RepeatOrdersResponseSchema,
  TransactionsResponseSchema,
  WithdrawBodySchema,
} from './payments.schema';

/** Discounts, packages, checkout, transactions and withdrawal (decision 0122). */
export const paymentsEndpoints = {
  /**
   * `?welcome=true` for the welcome code (null when the member has none), `?code=` to check
   * one the member typed (refused with 404, 409 or 422).
   */
  discountCode: defineEndpoint<{
    querystring: typeof DiscountCodeQuerySchema;
    response: { 200: typeof DiscountCodeLookupResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/discountcode.php',
    access: 'member',
  }),
  /**
   * The discount offered to a member about to delete the account (company info
   * `delete_discount`): a personal once-only code, the same one on every call, valid for 14
   * days from the first. 404 code_not_found where the company offers none.
   */
  retentionDiscount: defineEndpoint<{ response: { 200: typeof DiscountCodeResponseSchema } }>()({
    method: 'POST',
    path: '/api/retention-discount.php',
    access: 'member',
  }),
  /**
   * The packages and methods for the caller's country: a member's profile country with the
   * active discount applied; a visitor's (the pricing page) from the site's geo country, with
   * no discount.
   */
  offer: defineEndpoint<{ response: { 200: typeof CreditsOfferResponseSchema } }>()({
    method: 'GET',
    path: '/api/credits.php',
    access: 'visitor',
  }),
  /**
   * Starts a checkout: the server prices the package, applies the code (404 code_not_found,
   * 409 code_used, 422 code_invalid; 409 code_reserved with `params.payment_id` while a
   * once-per-member code, typed or the active discount, is on another open payment of the
   * member) and asks the provider for a payment. The same idempotency key answers the same
   * payment.
   */
  createPayment: defineEndpoint<{
    body: typeof CreatePaymentBodySchema;
    response: { 200: typeof PaymentResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/payment.php',
    access: 'member',
  }),
  /** One of the member's own payments, as it stands now (the status page). */
  payment: defineEndpoint<{
    querystring: typeof PaymentIdQuerySchema;
    response: { 200: typeof PaymentResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/payment.php',
    access: 'member',
  }),
  /** The member's payments, newest first. */
  transactions: defineEndpoint<{ response: { 200: typeof TransactionsResponseSchema } }>()({
    method: 'GET',
    path: '/api/transactions.php',
    access: 'member',
  }),
  /** Packages the member bought before, one row each, to buy again. */
  repeatOrders: defineEndpoint<{ response: { 200: typeof RepeatOrdersResponseSchema } }>()({
    method: 'GET',
    path: '/api/repeat-order.php',
    access: 'member',
  }),
  /** Buys a package again: a recurring payment on the stored mandate, else a new checkout. */
  repeatOrder: defineEndpoint<{
    body: typeof RepeatOrderBodySchema;
    response: { 200: typeof PaymentResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/repeat-order.php',
    access: 'member',
  }),
  /** Withdraws from a purchase within WITHDRAWAL_DAYS: a pro-rata refund of the unused credits. */
  withdraw: defineEndpoint<{
    body: typeof WithdrawBodySchema;
    response: { 200: typeof PaymentResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/withdrawal.php',
    access: 'member',
  }),
  /** The direct-debit form: checks it and sends an SMS code. */
  directDebit: defineEndpoint<{
    body: typeof DirectDebitBodySchema;
    response: { 200: typeof DirectDebitResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/directdebit.php',
    access: 'activated',
  }),
  /** The SMS code: makes the mandate and the first payment on it. */
  confirmDirectDebit: defineEndpoint<{
    body: typeof DirectDebitConfirmBodySchema;
    response: { 200: typeof PaymentResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/directdebit-confirm.php',
    access: 'activated',
  }),
};

/** What the payment provider calls: no page does, so no page's bundle carries it. */
export const paymentProviderEndpoints = {
  /**
   * The provider's webhook: it names a payment (form or JSON body `id`); the server asks the
   * provider for its status and applies it once. Unknown ids answer 200 too, so an attacker
   * learns nothing; the provider retries anything else.
   */
  webhook: defineEndpoint<{
    body: typeof PaymentWebhookBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/payment-webhook.php',
    access: 'visitor',
  }),
};
