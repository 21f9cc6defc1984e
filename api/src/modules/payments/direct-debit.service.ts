import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DIRECT_DEBIT_MAX_CENTS_PER_30_DAYS,
  DIRECT_DEBIT_MAX_REQUESTS_PER_DAY,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_MINUTES,
  consentTexts,
  isValidIban,
  normalizeIban,
  type DirectDebitBody,
  type DirectDebitResponse,
  type PaymentResponse,
} from '@dating/shared-contracts/api';
import { appSecret } from '../../db/app-secrets.repository';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { DAY } from '../../lib/time';
import type { SmsSender } from '../sms/sms.service';
import { normalizeMobile, phoneHint } from '../sms/phone';
import type { PaymentsAccess } from './direct-debit-access';
import { directDebitSms } from './direct-debit-texts';
import { DirectDebitRepository, type DirectDebitRequestRow } from './direct-debit.repository';
import { maskedIban } from './mollie/mollie-mapping';
import { PaymentsRepository } from './payments.repository';

const fieldError = (field: string, code: 'iban_invalid' | 'phone_invalid') =>
  new AppError(400, code, undefined, [{ field, messageKey: code }]);

/** A request whose key another request took first: that one's answer is the answer. */
class KeyTaken extends Error {}

/**
 * The direct-debit form (decision 0122): the form is checked and kept with
 * a hashed SMS code; the code confirms it, which makes the SEPA mandate at the provider and
 * the first payment on it. Everything a refusal checks is read before anything is written.
 */
export class DirectDebitService {
  private codeKey: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly sms: SmsSender,
    private readonly core: PaymentsAccess,
    private readonly now: () => Date,
  ) {}

  async request(userId: number, body: DirectDebitBody): Promise<DirectDebitResponse> {
    const repo = new DirectDebitRepository(this.db);
    const done = await repo.byKey(userId, body.idempotency_key);
    if (done) return this.repeat(done, body);

    const member = await repo.member(userId);
    if (!member) throw notFound();
    const pkg = await repo.packageFor(Number(body.package_id), member.country);
    if (!pkg) throw notFound();
    // SEPA direct debit is in euro only.
    if (pkg.currency !== 'EUR') throw new AppError(422, 'method_unavailable');
    if (!isValidIban(body.iban)) throw fieldError('iban', 'iban_invalid');
    const iban = normalizeIban(body.iban);
    const phone = normalizeMobile(body.phone, member.country);
    if (!phone) throw fieldError('phone', 'phone_invalid');
    if (await repo.blocked('iban', iban)) throw new AppError(403, 'account_blocked');
    if (await repo.blocked('phone', phone)) throw new AppError(403, 'phone_blocked');

    const nowDate = this.now();
    const dayAgo = new Date(nowDate.getTime() - DAY).toISOString();
    if ((await repo.requestsSince(userId, dayAgo)) >= DIRECT_DEBIT_MAX_REQUESTS_PER_DAY) {
      throw new AppError(403, 'directdebit_limit');
    }
    await this.checkAmountLimit(repo, userId, pkg.price_cents);

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const codeHash = await this.hash(userId, body.idempotency_key, code);
    const consent = consentTexts(member.language);
    try {
      // The request and its SMS: both or neither.
      const id = await this.unitOfWork.run(async (unit) => {
        const inserted = await new DirectDebitRepository(unit.db).insert({
          user_id: userId,
          package_id: pkg.id,
          idempotency_key: body.idempotency_key,
          account_holder: body.account_holder.trim(),
          iban,
          street: body.street.trim(),
          house_number: body.house_number.trim(),
          postcode: body.postcode.trim(),
          city: body.city.trim(),
          phone,
          discount_code: body.discount_code ?? null,
          language: member.language,
          consent_text: `${consent.immediate}\n${consent.withdrawalTerms}`,
          return_to: body.return_to ?? null,
          code_hash: codeHash,
          attempts: 0,
          status: 'awaiting_code',
          payment_id: null,
          expires_at: new Date(nowDate.getTime() + SMS_CODE_MINUTES * 60_000).toISOString(),
          created_at: nowDate.toISOString(),
        });
        if (inserted === null) throw new KeyTaken();
        await this.sms.send(unit, {
          userId,
          to: phone,
          text: directDebitSms(member.language, code),
        });
        return inserted;
      });
      return answer((await repo.byId(id))!);
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const winner = await repo.byKey(userId, body.idempotency_key);
      if (!winner) throw error;
      return this.repeat(winner, body);
    }
  }

  /** `origin`: the public address the member confirms on, the payment's (decision 0139). */
  async confirm(
    userId: number,
    requestId: number,
    code: string,
    origin?: string,
  ): Promise<PaymentResponse> {
    const repo = new DirectDebitRepository(this.db);
    const request = await repo.byId(requestId);
    if (!request || request.user_id !== userId) throw notFound();
    if (request.status === 'confirmed' && request.payment_id !== null) {
      return this.core.payments.response(userId, request.payment_id);
    }
    if (request.status === 'refused') {
      throw new AppError(400, 'sms_code_expired', { reason: 'attempts' });
    }
    if (this.now().getTime() >= Date.parse(request.expires_at)) {
      throw new AppError(400, 'sms_code_expired', { reason: 'expired' });
    }
    const expected = Buffer.from(request.code_hash, 'hex');
    const given = Buffer.from(await this.hash(userId, request.idempotency_key, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const after = await repo.wrongCode(request.id, SMS_CODE_MAX_ATTEMPTS);
      const left = Math.max(0, SMS_CODE_MAX_ATTEMPTS - (after?.attempts ?? SMS_CODE_MAX_ATTEMPTS));
      throw new AppError(400, 'sms_code_invalid', { attempts_left: left });
    }
    // Again now: other forms may have been confirmed since this one was sent.
    const pkg = await repo.packageById(request.package_id);
    if (!pkg) throw notFound();
    await this.checkAmountLimit(repo, userId, pkg.price_cents, `dd-${request.id}`);
    return this.makeMandateAndPay(repo, request, origin);
  }

  /**
   * At most DIRECT_DEBIT_MAX_CENTS_PER_30_DAYS of direct debit in 30 days, counting the
   * package's list price (a discount only lowers it). `exceptKey`: this request's own payment.
   */
  private async checkAmountLimit(
    repo: DirectDebitRepository,
    userId: number,
    priceCents: number,
    exceptKey?: string,
  ): Promise<void> {
    const monthAgo = new Date(this.now().getTime() - 30 * DAY).toISOString();
    const spent = await repo.directDebitCentsSince(userId, monthAgo, exceptKey);
    if (spent + priceCents > DIRECT_DEBIT_MAX_CENTS_PER_30_DAYS) {
      throw new AppError(403, 'directdebit_limit');
    }
  }

  /**
   * The mandate at the provider and the first payment on it. Each step can be repeated: the
   * customer is reused, the mandate's reference is its idempotency key, and the payment's key
   * is the request's, so a member retrying after a provider failure pays once.
   */
  private async makeMandateAndPay(
    repo: DirectDebitRepository,
    request: DirectDebitRequestRow,
    origin?: string,
  ): Promise<PaymentResponse> {
    const { provider, payments } = this.core;
    const member = await repo.member(request.user_id);
    if (!member) throw notFound();
    const customerId =
      (await new PaymentsRepository(this.db).customerId(request.user_id, provider.name)) ??
      (
        await provider.createCustomer({
          name: request.account_holder,
          email: member.email,
          metadata: { userId: String(request.user_id) },
        })
      ).id;
    const now = this.now().toISOString();
    const mandate = await provider.createDirectDebitMandate({
      customerId,
      consumerName: request.account_holder,
      consumerAccount: request.iban,
      signatureDate: now.slice(0, 10),
      mandateReference: `DD-${request.user_id}-${request.id}`,
    });
    const mandateId = await repo.mandate({
      userId: request.user_id,
      provider: provider.name,
      customerId,
      mandateId: mandate.id,
      status: mandate.status,
      label: maskedIban(request.iban),
      now,
    });
    const response = await payments.start({
      userId: request.user_id,
      packageId: request.package_id,
      method: 'directdebit',
      mandateId,
      ...(request.discount_code ? { discountCode: request.discount_code } : {}),
      idempotencyKey: `dd-${request.id}`,
      ...(request.return_to ? { returnTo: request.return_to } : {}),
      language: request.language,
      ...(origin ? { origin } : {}),
    });
    await repo.confirmed(request.id, Number(response.payment.id));
    return response;
  }

  /** The earlier request of this key; the key reused for another package or account is refused. */
  private repeat(done: DirectDebitRequestRow, body: DirectDebitBody): DirectDebitResponse {
    if (done.package_id !== Number(body.package_id) || done.iban !== normalizeIban(body.iban)) {
      throw new AppError(400, 'field_invalid', undefined, [
        { field: 'idempotency_key', messageKey: 'field_invalid' },
      ]);
    }
    return answer(done);
  }

  /** HMAC-SHA256 of the code with an app secret, bound to the member and the request. */
  private async hash(userId: number, key: string, code: string): Promise<string> {
    this.codeKey ??= appSecret(
      this.db,
      'sms-code-key',
      () => randomBytes(32).toString('base64'),
      this.now(),
    ).then((value) => Buffer.from(value, 'base64'));
    const secret = await this.codeKey;
    return createHmac('sha256', secret).update(`${userId}:${key}:${code}`).digest('hex');
  }
}

function answer(request: DirectDebitRequestRow): DirectDebitResponse {
  return {
    request_id: String(request.id),
    phone_hint: phoneHint(request.phone),
    expires_at: request.expires_at,
  };
}
