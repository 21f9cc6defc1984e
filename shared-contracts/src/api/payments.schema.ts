import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import { PAYMENT_METHODS, PAYMENT_STATUSES, SMS_CODE_LENGTH } from './payments-rules';

/*
 * Payments (decision 0122). Every price, credit amount and discount is the server's: the
 * client names a package, a method and a code, never an amount.
 */

// Type.Enum of the tuple: a Union of mapped Literals infers `never` (no status, no method).
export const PaymentMethodSchema = Type.Enum([...PAYMENT_METHODS]);
export const PaymentStatusSchema = Type.Enum([...PAYMENT_STATUSES]);

/** Text a person typed: no control characters (PostgreSQL's text refuses a NUL byte). */
const TypedText = (options: { minLength: number; maxLength: number }) =>
  Type.String({ ...options, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** A discount code as codes are made: letters, digits, dashes. */
const DiscountCodeInput = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/** A client's key for one intended purchase: a second request with it answers the first. */
export const IdempotencyKeySchema = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** A path of this site to go back to after paying (`/chats/12`); never another site. */
export const ReturnToSchema = Type.String({ pattern: '^/(?![/\\\\])[^\\s]*$', maxLength: 300 });

export const CreditPackageSchema = Type.Object({
  id: IdSchema,
  credits: Type.Integer(),
  /** The list price. */
  price_cents: Type.Integer(),
  /**
   * The lowest list price of the 30 days before today: a discount is shown against it, and
   * its percentage reckoned from it (price indication rules). The list price when it never
   * changed; absent from an API that predates it (then the list price is that price).
   */
  lowest_30d_cents: Type.Optional(Type.Integer()),
  /** What the member pays now: the price less the active discount. */
  amount_cents: Type.Integer(),
  currency: Type.String(),
  popular: Type.Boolean(),
  /** The active discount on this package (0: none). */
  discount_percentage: Type.Integer(),
  /** One message (the domain's `message_credits`) at this package's list price, in cents. */
  message_price_cents: Type.Integer(),
  /** One message as the member pays it now, with the active discount, in cents. */
  message_amount_cents: Type.Integer(),
});
export type CreditPackage = Static<typeof CreditPackageSchema>;

export const PaymentIssuerSchema = Type.Object({ id: Type.String(), name: Type.String() });

export const PaymentMethodOptionSchema = Type.Object({
  id: PaymentMethodSchema,
  /** Banks to choose here; empty where the provider's page asks (iDEAL 2.0) or none exist. */
  issuers: Type.Array(PaymentIssuerSchema),
});
export type PaymentMethodOption = Static<typeof PaymentMethodOptionSchema>;

/** GET /api/credits.php: the packages and methods for the caller's country. */
export const CreditsOfferResponseSchema = Type.Object({
  country: Type.String(),
  currency: Type.String(),
  packages: Type.Array(CreditPackageSchema),
  /** The credits one message costs on this domain. */
  message_credits: Type.Integer(),
  /**
   * The lowest list price of a message over the packages, in cents: what a message costs
   * "from", the same figure as the country's `minimum_message_costs`. Null without packages.
   */
  message_from_cents: Type.Union([Type.Integer(), Type.Null()]),
  methods: Type.Array(PaymentMethodOptionSchema),
  /**
   * The active discount the API decided: TIMEBONUS25 while the time bonus
   * runs, else the welcome code; null for visitors, paid members and when none applies.
   */
  discount: Type.Union([
    Type.Object({
      code: Type.String(),
      percentage: Type.Integer(),
      expires: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /**
   * How many of the member's open conversations are with fictional profiles, whose messages
   * a staff member writes: said before paying. 0 for a visitor; absent from an older API.
   */
  fictional_conversations: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type CreditsOfferResponse = Static<typeof CreditsOfferResponseSchema>;

export const WithdrawalSchema = Type.Object({
  /** Whether the member may withdraw now (completed, within WITHDRAWAL_DAYS, not yet withdrawn). */
  possible: Type.Boolean(),
  /** The last moment to withdraw; null when it never could. */
  until: Type.Union([Type.String(), Type.Null()]),
  /** What a withdrawal now would refund, pro rata for the credits not used. */
  refund_cents: Type.Integer(),
  /** The credits a withdrawal now would take back. */
  credits: Type.Integer(),
  /** When the member withdrew, with what was refunded and taken back. */
  withdrawn_at: Type.Union([Type.String(), Type.Null()]),
  refunded_cents: Type.Integer(),
  withdrawn_credits: Type.Integer(),
});
export type Withdrawal = Static<typeof WithdrawalSchema>;

export const PaymentSchema = Type.Object({
  id: IdSchema,
  status: PaymentStatusSchema,
  /** Why a payment failed or was cancelled: failed, expired, canceled, refused. */
  failure_reason: Type.Union([Type.String(), Type.Null()]),
  method: PaymentMethodSchema,
  package_id: Type.Union([IdSchema, Type.Null()]),
  credits: Type.Integer(),
  amount_cents: Type.Integer(),
  base_amount_cents: Type.Integer(),
  currency: Type.String(),
  discount_code: Type.Union([Type.String(), Type.Null()]),
  discount_percentage: Type.Integer(),
  /** oneoff, first (leaves a mandate) or recurring (charged a mandate). */
  sequence: Type.String(),
  /** A recurring card payment failed: offer a retry, or PayPal instead. */
  recurring_failure: Type.Boolean(),
  invoice_number: Type.Union([Type.String(), Type.Null()]),
  return_to: Type.Union([Type.String(), Type.Null()]),
  consent_text: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
  withdrawal: WithdrawalSchema,
  /**
   * Paid back by our staff (a refund, decision 0162), apart from a withdrawal's refund, with
   * the credits it took back; 0 when nothing was.
   */
  refund: Type.Optional(
    Type.Object({ refunded_cents: Type.Integer(), credits_taken: Type.Integer() }),
  ),
});
export type Payment = Static<typeof PaymentSchema>;

export const PaymentResponseSchema = Type.Object({
  payment: PaymentSchema,
  /** Where the member pays (the provider's page); null when nothing is left to do there. */
  checkout_url: Type.Union([Type.String(), Type.Null()]),
  /** The member's balance and premium state now (to update the chrome at once). */
  credits: Type.Integer(),
  paid_user: Type.Boolean(),
});
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

/** Both statements the member must tick before paying (decision 0122). */
const ConsentFields = {
  /** "Start the service now": the member asks for it to begin within the withdrawal period. */
  consent_immediate: Type.Literal(true),
  /** The member read the withdrawal terms (pro-rata refund within WITHDRAWAL_DAYS). */
  consent_withdrawal_terms: Type.Literal(true),
};

/** POST /api/payment.php: starts a checkout for a package. */
export const CreatePaymentBodySchema = Type.Object({
  package_id: IdSchema,
  method: PaymentMethodSchema,
  issuer: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.-]*$' })),
  discount_code: Type.Optional(DiscountCodeInput),
  idempotency_key: IdempotencyKeySchema,
  return_to: Type.Optional(ReturnToSchema),
  ...ConsentFields,
});
export type CreatePaymentBody = Static<typeof CreatePaymentBodySchema>;

export const PaymentIdQuerySchema = Type.Object({ id: IdSchema });

export const TransactionsResponseSchema = Type.Object({ transactions: Type.Array(PaymentSchema) });
export type TransactionsResponse = Static<typeof TransactionsResponseSchema>;

export const RepeatOrderSchema = Type.Object({
  /** The last completed payment of this package. */
  payment_id: IdSchema,
  package_id: IdSchema,
  credits: Type.Integer(),
  /** What it costs now (the package's price today, without a discount). */
  amount_cents: Type.Integer(),
  currency: Type.String(),
  method: PaymentMethodSchema,
  last_bought_at: Type.String(),
  /** Paid at once with a stored mandate; else a new checkout opens. */
  one_click: Type.Boolean(),
  /** What the mandate is, as the member knows it ("Visa •••• 4242"); null without one. */
  mandate_label: Type.Union([Type.String(), Type.Null()]),
});
export type RepeatOrder = Static<typeof RepeatOrderSchema>;

export const RepeatOrdersResponseSchema = Type.Object({ orders: Type.Array(RepeatOrderSchema) });

export const RepeatOrderBodySchema = Type.Object({
  payment_id: IdSchema,
  idempotency_key: IdempotencyKeySchema,
  return_to: Type.Optional(ReturnToSchema),
  ...ConsentFields,
});

export const WithdrawBodySchema = Type.Object({ payment_id: IdSchema });

/** POST /api/payment-webhook.php: the provider names a payment, nothing more (as Mollie does). */
export const PaymentWebhookBodySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** POST /api/directdebit.php: the direct-debit form; an SMS code confirms it. */
export const DirectDebitBodySchema = Type.Object({
  package_id: IdSchema,
  account_holder: TypedText({ minLength: 2, maxLength: 70 }),
  iban: TypedText({ minLength: 15, maxLength: 42 }),
  street: TypedText({ minLength: 1, maxLength: 100 }),
  house_number: TypedText({ minLength: 1, maxLength: 12 }),
  postcode: TypedText({ minLength: 3, maxLength: 10 }),
  city: TypedText({ minLength: 1, maxLength: 60 }),
  /** A mobile number; the API normalises it (E.164) and sends the code there. */
  phone: TypedText({ minLength: 8, maxLength: 20 }),
  mandate: Type.Literal(true),
  discount_code: Type.Optional(DiscountCodeInput),
  idempotency_key: IdempotencyKeySchema,
  return_to: Type.Optional(ReturnToSchema),
  ...ConsentFields,
});
export type DirectDebitBody = Static<typeof DirectDebitBodySchema>;

export const DirectDebitResponseSchema = Type.Object({
  request_id: IdSchema,
  /** The number the code went to, mostly hidden ("+31 6 •••• 5678"). */
  phone_hint: Type.String(),
  expires_at: Type.String(),
});
export type DirectDebitResponse = Static<typeof DirectDebitResponseSchema>;

export const DirectDebitConfirmBodySchema = Type.Object({
  request_id: IdSchema,
  code: Type.String({ pattern: `^[0-9]{${SMS_CODE_LENGTH}}$` }),
});
