import type { CreditsOfferResponse, DiscountCode } from '@dating/shared-contracts/api';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CreditPackageTable } from '../../db/payments.types';
import { AppError } from '../../lib/app-error';
import type { DiscountService } from './discount.service';
import { lowestMessageCents, messageCents } from './message-price';
import { offeredMethods } from './payment-methods';
import { ProviderUnavailableError, type PaymentProvider } from './payment-provider';
import { BuyerFactsRepository } from './buyer-facts.repository';
import { LOWEST_PRICE_DAYS, PackagePricesRepository } from './package-prices.repository';
import { PaymentsRepository } from './payments.repository';

/** What the member pays for a price with a discount: rounded to the cent. */
export const discounted = (priceCents: number, percentage: number): number =>
  Math.round((priceCents * (100 - percentage)) / 100);

/** Whether a code allows a price (its minimum order, in whole currency units) and a method. */
export function codeAllows(code: DiscountCode, priceCents: number, method?: string): boolean {
  if (priceCents < code.minimum_order_value * 100) return false;
  return method === undefined || code.paymentmethods.length === 0
    ? true
    : code.paymentmethods.includes(method);
}

/** The provider could not say which methods it has: no payment can start now. */
export const providerUnavailable = () => new AppError(503, 'payment_provider_unavailable');

/**
 * The packages and methods of a country, and the discount the API decides:
 * TIMEBONUS25 while the time bonus runs for an unpaid member, else the welcome code; none
 * for paid members and visitors. The client only shows it.
 */
export class PaymentOffer {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly discounts: Pick<DiscountService, 'welcome'>,
    private readonly now: () => Date,
  ) {}

  /** The member's active discount, or null. */
  async activeDiscount(userId: number, paidUser: boolean): Promise<DiscountCode | null> {
    if (paidUser) return null;
    return this.discounts.welcome(userId);
  }

  /** `messageCredits`: what a message costs on the caller's domain, for the price per message. */
  async forMember(userId: number, messageCredits: number): Promise<CreditsOfferResponse> {
    const member = await new PaymentsRepository(this.db).member(userId);
    const discount = await this.activeDiscount(userId, member.paid_user === 1);
    const offer = await this.build(member.country, discount, messageCredits);
    const fictional = await new BuyerFactsRepository(this.db).fictionalConversations(userId);
    return { ...offer, fictional_conversations: fictional };
  }

  forVisitor(country: string, messageCredits: number): Promise<CreditsOfferResponse> {
    return this.build(country, null, messageCredits);
  }

  private async build(
    countryName: string,
    discount: DiscountCode | null,
    messageCredits: number,
  ): Promise<CreditsOfferResponse> {
    const country = countryName.toUpperCase();
    const packages = await new PaymentsRepository(this.db).packagesFor(country);
    const since = new Date(this.now().getTime() - LOWEST_PRICE_DAYS * 86_400_000).toISOString();
    const lowest = await new PackagePricesRepository(this.db).lowestSince(
      packages.map((row) => row.id),
      since,
    );
    const currency = packages[0]?.currency ?? 'EUR';
    let methods;
    try {
      methods = await offeredMethods(this.provider, country, currency);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw providerUnavailable();
      throw error;
    }
    return {
      country,
      currency,
      packages: packages.map((row) =>
        presentPackage(row, discount, messageCredits, lowest.get(row.id) ?? row.price_cents),
      ),
      message_credits: messageCredits,
      message_from_cents: lowestMessageCents(packages, messageCredits),
      methods,
      discount: discount
        ? { code: discount.code, percentage: discount.percentage, expires: discount.expires }
        : null,
    };
  }
}

function presentPackage(
  row: Selectable<CreditPackageTable>,
  discount: DiscountCode | null,
  messageCredits: number,
  lowestCents: number,
) {
  const percentage = discount && codeAllows(discount, row.price_cents) ? discount.percentage : 0;
  const amountCents = discounted(row.price_cents, percentage);
  return {
    id: String(row.id),
    credits: row.credits,
    price_cents: row.price_cents,
    lowest_30d_cents: Math.min(lowestCents, row.price_cents),
    amount_cents: amountCents,
    currency: row.currency,
    popular: row.popular === 1,
    discount_percentage: percentage,
    message_price_cents: messageCents(row.price_cents, row.credits, messageCredits),
    message_amount_cents: messageCents(amountCents, row.credits, messageCredits),
  };
}
