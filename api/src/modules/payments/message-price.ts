/** A package as far as its price per message goes. */
interface Priced {
  readonly credits: number;
  readonly price_cents: number;
}

/**
 * What one message costs in a package: the domain's credits per message at this package's
 * price per credit, rounded to the cent. Credits are only bought in packages, so this is the
 * real price of a message to the member (consumer law: the price in money beside the credits).
 */
export const messageCents = (priceCents: number, credits: number, messageCredits: number) =>
  credits > 0 ? Math.round((priceCents * messageCredits) / credits) : 0;

/**
 * The lowest list price of a message over a country's packages: what "a message costs from"
 * and the country's minimum price per message both say. Null without packages.
 */
export function lowestMessageCents(
  packages: readonly Priced[],
  messageCredits: number,
): number | null {
  const prices = packages.map((p) => messageCents(p.price_cents, p.credits, messageCredits));
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The packages a country is sold: its own rows, else the rows without a country. */
export function packagesOfCountry<P extends { readonly country: string | null }>(
  all: readonly P[],
  country: string,
): P[] {
  const own = all.filter((p) => p.country === country.toUpperCase());
  return own.length > 0 ? own : all.filter((p) => p.country === null);
}
