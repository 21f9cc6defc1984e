import { OkResponseSchema } from './common.schema';
import {
  DiscountCodeLookupResponseSchema,
  DiscountCodeQuerySchema,
  DiscountCodeResponseSchema,
} from './chats.schema';
import { defineEndpoint } from './define-endpoint';
import {
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
  discountCode: defineEndpoint({
    method: 'GET',
    path: '/api/discountcode.php',
    access: 'member',
    querystring: DiscountCodeQuerySchema,
    response: { 200: DiscountCodeLookupResponseSchema },
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
  /**
   * The packages and methods for the caller's country: a member's profile country with the
   * active discount applied; a visitor's (the pricing page) from the site's geo country, with
   * no discount.
   */
  offer: defineEndpoint({
    method: 'GET',
    path: '/api/credits.php',
    access: 'visitor',
    response: { 200: CreditsOfferResponseSchema },
  }),
  /**
   * Starts a checkout: the server prices the package, applies the code (404 code_not_found,
   * 409 code_used, 422 code_invalid; 409 code_reserved with `params.payment_id` while a
   * once-per-member code, typed or the active discount, is on another open payment of the
   * member) and asks the provider for a payment. The same idempotency key answers the same
   * payment.
   */
  createPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment.php',
    access: 'member',
    body: CreatePaymentBodySchema,
    response: { 200: PaymentResponseSchema },
  }),
  /** One of the member's own payments, as it stands now (the status page). */
  payment: defineEndpoint({
    method: 'GET',
    path: '/api/payment.php',
    access: 'member',
    querystring: PaymentIdQuerySchema,
    response: { 200: PaymentResponseSchema },
  }),
  /** The member's payments, newest first. */
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/transactions.php',
    access: 'member',
    response: { 200: TransactionsResponseSchema },
  }),
  /** Packages the member bought before, one row each, to buy again. */
  repeatOrders: defineEndpoint({
    method: 'GET',
    path: '/api/repeat-order.php',
    access: 'member',
    response: { 200: RepeatOrdersResponseSchema },
  }),
  /** Buys a package again: a recurring payment on the stored mandate, else a new checkout. */
  repeatOrder: defineEndpoint({
    method: 'POST',
    path: '/api/repeat-order.php',
    access: 'member',
    body: RepeatOrderBodySchema,
    response: { 200: PaymentResponseSchema },
  }),
  /** Withdraws from a purchase within WITHDRAWAL_DAYS: a pro-rata refund of the unused credits. */
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/withdrawal.php',
    access: 'member',
    body: WithdrawBodySchema,
    response: { 200: PaymentResponseSchema },
  }),
  /** The direct-debit form: checks it and sends an SMS code. */
  directDebit: defineEndpoint({
    method: 'POST',
    path: '/api/directdebit.php',
    access: 'activated',
    body: DirectDebitBodySchema,
    response: { 200: DirectDebitResponseSchema },
  }),
  /** The SMS code: makes the mandate and the first payment on it. */
  confirmDirectDebit: defineEndpoint({
    method: 'POST',
    path: '/api/directdebit-confirm.php',
    access: 'activated',
    body: DirectDebitConfirmBodySchema,
    response: { 200: PaymentResponseSchema },
  }),
};

/** What the payment provider calls: no page does, so no page's bundle carries it. */
export const paymentProviderEndpoints = {
  /**
   * The provider's webhook: it names a payment (form or JSON body `id`); the server asks the
   * provider for its status and applies it once. Unknown ids answer 200 too, so an attacker
   * learns nothing; the provider retries anything else.
   */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/payment-webhook.php',
    access: 'visitor',
    body: PaymentWebhookBodySchema,
    response: { 200: OkResponseSchema },
  }),
};
