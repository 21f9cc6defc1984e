import {
  RECURRING_METHODS,
  consentTexts,
  type DiscountCode,
  type PaymentResponse,
  type TransactionsResponse,
} from '@dating/shared-contracts/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentSequence, PaymentTable } from '../../db/payments.types';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { CheckoutRequest, PaymentsFacade } from './checkout';
import type { DiscountService } from './discount.service';
import { offeredMethods } from './payment-methods';
import { codeAllows, discounted, PaymentOffer, providerUnavailable } from './payment-offer';
import { presentPayment } from './payment.presenter';
import { sendToProvider } from './provider-payment';
import { ProviderUnavailableError, type PaymentProvider } from './payment-provider';
import { RECONCILE_AFTER_MS, reconcilePayment } from './payment-reconcile';
import type { PaymentSettlement } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';

export interface PaymentsDeps {
  readonly db: Db;
  readonly unitOfWork: UnitOfWork;
  readonly provider: PaymentProvider;
  readonly discounts: Pick<DiscountService, 'welcome' | 'code'>;
  readonly settlement: PaymentSettlement;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

const idempotencyMismatch = () =>
  new AppError(400, 'field_invalid', undefined, [
    { field: 'idempotency_key', messageKey: 'field_invalid' },
  ]);

/** A retry that lost the race for its idempotency key: the other request's answer is the answer. */
class KeyTaken extends Error {}

/**
 * Checkout, a member's payments and the provider's word on them (decision 0122). The server
 * prices everything; a payment row exists before the provider is asked, and the provider is
 * asked outside the transaction.
 */
export class PaymentsService implements PaymentsFacade {
  readonly offer: PaymentOffer;

  constructor(private readonly deps: PaymentsDeps) {
    this.offer = new PaymentOffer(deps.db, deps.provider, deps.discounts, deps.now);
  }

  /** Where the provider's word is applied (the webhook and the reconciliation use it). */
  get settlement(): PaymentSettlement {
    return this.deps.settlement;
  }

  async start(request: CheckoutRequest): Promise<PaymentResponse> {
    const { db, provider } = this.deps;
    const repo = new PaymentsRepository(db);
    const done = await repo.byIdempotencyKey(request.userId, request.idempotencyKey);
    if (done) return this.repeat(done, request);

    const member = await repo.member(request.userId);
    const pkg = (await repo.packagesFor(member.country)).find((p) => p.id === request.packageId);
    if (!pkg) throw notFound();
    const mandate =
      request.mandateId === undefined ? null : ((await repo.mandate(request.mandateId)) ?? null);
    if (
      request.mandateId !== undefined &&
      (!mandate ||
        mandate.user_id !== request.userId ||
        mandate.status !== 'valid' ||
        mandate.provider !== provider.name ||
        mandate.method !== request.method)
    ) {
      throw notFound();
    }
    let methods;
    try {
      methods = await offeredMethods(provider, member.country, pkg.currency);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw providerUnavailable();
      throw error;
    }
    const chosen = methods.find((m) => m.id === request.method);
    if (!chosen) throw new AppError(422, 'method_unavailable');
    // A bank only where the method lists banks here (never for iDEAL 2.0).
    if (request.issuer !== undefined && !chosen.issuers.some((i) => i.id === request.issuer)) {
      throw new AppError(400, 'field_invalid', undefined, [
        { field: 'issuer', messageKey: 'field_invalid' },
      ]);
    }
    const discount = await this.discountFor(request, member.paid_user === 1, pkg.price_cents);
    const sequence: PaymentSequence = mandate
      ? 'recurring'
      : RECURRING_METHODS.includes(request.method)
        ? 'first'
        : 'oneoff';
    const consent = consentTexts(request.language);
    const customerId =
      mandate?.provider_customer_id ?? (await repo.customerId(request.userId, provider.name));
    const nowDate = this.deps.now();
    const now = nowDate.toISOString();

    let created: { id: number; mandateId: number | null };
    try {
      created = await this.deps.unitOfWork.run(async (tx) => {
        const txRepo = new PaymentsRepository(tx.db);
        const code = discount
          ? await txRepo.discountCodeRow(discount.code, discount.percentage, now)
          : null;
        const mandateId =
          mandate?.id ??
          (sequence === 'first'
            ? await txRepo.insertMandate({
                userId: request.userId,
                provider: provider.name,
                customerId,
                method: request.method,
                now,
              })
            : null);
        const id = await txRepo.insertOnce({
          user_id: request.userId,
          provider: provider.name,
          method: request.method,
          credits: pkg.credits,
          amount_cents: discounted(pkg.price_cents, discount?.percentage ?? 0),
          base_amount_cents: pkg.price_cents,
          currency: pkg.currency,
          status: 'pending',
          discount_code_id: code?.id ?? null,
          discount_percentage: discount?.percentage ?? 0,
          package_id: pkg.id,
          idempotency_key: request.idempotencyKey,
          issuer: request.issuer ?? null,
          sequence,
          mandate_id: mandateId,
          repeat_of: request.repeatOf ?? null,
          return_to: request.returnTo ?? null,
          language: request.language,
          consent_at: now,
          consent_text: `${consent.immediate}\n${consent.withdrawalTerms}`,
          created_at: now,
          updated_at: now,
          refunded_cents: 0,
        });
        // Rolls a new mandate row back; the winner's answer is given below.
        if (id === null) throw new KeyTaken();
        // A once-per-member code sits on one open payment at a time: the database keeps one
        // row per code and member, so of payments made at once only one gets it, and a code
        // used already is never reserved again. The loser's payment is rolled back.
        if (code?.oncePerUser) {
          const holder = await txRepo.reserveCode({
            codeId: code.id,
            userId: request.userId,
            paymentId: id,
            now,
          });
          if (holder?.state === 'used') throw new AppError(409, 'code_used');
          if (holder) {
            throw new AppError(
              409,
              'code_reserved',
              holder.paymentId === null ? undefined : { payment_id: String(holder.paymentId) },
            );
          }
        }
        await tx.enqueue(
          'payment.reconcile',
          { paymentId: id },
          { runAt: new Date(nowDate.getTime() + RECONCILE_AFTER_MS) },
        );
        return { id, mandateId };
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const winner = await repo.byIdempotencyKey(request.userId, request.idempotencyKey);
      if (!winner) throw error;
      return this.repeat(winner, request);
    }
    await sendToProvider(this.deps, created.id, created.mandateId, request, member, {
      customerId,
      mandate,
      sequence,
    });
    return this.response(request.userId, created.id);
  }

  /** The member's own payment as it stands (404 for anyone else's), with balance and premium. */
  async response(userId: number, paymentId: number): Promise<PaymentResponse> {
    const repo = new PaymentsRepository(this.deps.db);
    const row = await repo.byId(paymentId);
    if (!row || row.user_id !== userId) throw notFound();
    const balance = await repo.balance(userId);
    return {
      payment: presentPayment(row, balance.credits, this.deps.now()),
      checkout_url: row.status === 'pending' ? row.checkout_url : null,
      credits: balance.credits,
      paid_user: balance.paid_user === 1,
    };
  }

  async transactions(userId: number): Promise<TransactionsResponse> {
    const repo = new PaymentsRepository(this.deps.db);
    const [rows, balance] = await Promise.all([repo.ofUser(userId), repo.balance(userId)]);
    const now = this.deps.now();
    return { transactions: rows.map((row) => presentPayment(row, balance.credits, now)) };
  }

  /** The language of the member's texts (a repeat order's consent, its mail). */
  memberLanguage(userId: number): Promise<string> {
    return new PaymentsRepository(this.deps.db).language(userId);
  }

  /**
   * The webhook: the provider names a payment; we ask it and apply. Unknown ids do nothing.
   * `origin`: the public address the webhook came in on, the receipt's links (decision 0139).
   */
  async webhook(providerPaymentId: string, origin?: string): Promise<void> {
    const row = await new PaymentsRepository(this.deps.db).byProviderId(
      this.deps.provider.name,
      providerPaymentId,
    );
    if (!row) return;
    let provided;
    try {
      provided = await this.deps.provider.getPayment(providerPaymentId);
    } catch (error) {
      // The provider retries a webhook that did not answer 2xx.
      this.deps.log.warn(
        { err: error, providerPaymentId },
        'payment webhook: provider unreachable',
      );
      throw providerUnavailable();
    }
    await this.deps.settlement.apply(row.id, provided, origin);
  }

  /** The `payment.reconcile` job (payment-reconcile.ts). */
  reconcile(payload: { paymentId: number; attempt?: number }): Promise<void> {
    return reconcilePayment(this.deps, payload);
  }

  /** The code the member typed, checked; else the active discount; null for none. */
  private async discountFor(
    request: CheckoutRequest,
    paidUser: boolean,
    priceCents: number,
  ): Promise<DiscountCode | null> {
    if (request.discountCode === undefined) {
      const active = await this.offer.activeDiscount(request.userId, paidUser);
      return active && codeAllows(active, priceCents, request.method) ? active : null;
    }
    const code = await this.deps.discounts.code(request.userId, request.discountCode);
    if (!codeAllows(code, priceCents, request.method)) {
      throw new AppError(422, 'code_invalid');
    }
    return code;
  }

  /** The same key again: the first payment, if it was for the same thing. */
  private async repeat(
    done: Selectable<PaymentTable>,
    request: CheckoutRequest,
  ): Promise<PaymentResponse> {
    if (done.package_id !== request.packageId || done.method !== request.method) {
      throw idempotencyMismatch();
    }
    return this.response(request.userId, done.id);
  }
}
