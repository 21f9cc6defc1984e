import type { PaymentMethod, PaymentResponse } from '@dating/shared-contracts/api';

/**
 * Starting a payment for a package, as the checkout, the repeat order and the direct-debit
 * confirmation all do (decision 0122). The server prices it; the caller names what to buy.
 */
export interface CheckoutRequest {
  readonly userId: number;
  readonly packageId: number;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  readonly discountCode?: string;
  /** The client's key: the same key answers the same payment, nothing is made twice. */
  readonly idempotencyKey: string;
  readonly returnTo?: string;
  /** The member's language: the consent text stored and the receipt mail follow it. */
  readonly language: string;
  /** A mandate of ours (payment_mandates.id) to charge: a recurring payment, no checkout. */
  readonly mandateId?: number;
  /** The payment this one repeats (a repeat order). */
  readonly repeatOf?: number;
  /**
   * The public address the member asked on (publicAddress): the provider sends the member
   * back there and posts its webhook there; unset, the configured public address.
   */
  readonly origin?: string;
}

export interface CheckoutStarter {
  start(request: CheckoutRequest): Promise<PaymentResponse>;
}

/**
 * What routes outside the core (withdrawal, direct debit) use of the payments service
 * (`app.payments`): start a payment, and answer one of the member's payments as it stands.
 */
export interface PaymentsFacade extends CheckoutStarter {
  /** The member's own payment (404 not_found for another's), with balance and premium state. */
  response(userId: number, paymentId: number): Promise<PaymentResponse>;
}
