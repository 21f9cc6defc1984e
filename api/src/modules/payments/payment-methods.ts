import type { PaymentMethod, PaymentMethodOption } from '@dating/shared-contracts/api';
import type { PaymentProvider } from './payment-provider';

const DACH: readonly PaymentMethod[] = [
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
];

/** The methods each country is offered, in the order shown (decision 0122-payments-core). */
const METHODS_BY_COUNTRY: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ['ideal', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit'],
  BE: ['bancontact', 'kbc', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  DE: DACH,
  AT: DACH,
};
const OTHER_COUNTRIES: readonly PaymentMethod[] = [
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
];

/** What the site offers a country, before asking the provider. */
export const methodsOfCountry = (country: string): readonly PaymentMethod[] =>
  METHODS_BY_COUNTRY[country.toUpperCase()] ?? OTHER_COUNTRIES;

/**
 * The methods of a country that the provider also offers for the currency, with the banks
 * to choose here where the provider lists them (KBC/CBC: the two banks). iDEAL never has any:
 * since iDEAL 2.0 the bank is chosen on the iDEAL page.
 */
export async function offeredMethods(
  provider: Pick<PaymentProvider, 'methods'>,
  country: string,
  currency: string,
): Promise<PaymentMethodOption[]> {
  const available = new Map(
    (await provider.methods(country, currency)).map((method) => [method.id, method]),
  );
  return methodsOfCountry(country).flatMap((id) => {
    const method = available.get(id);
    if (!method) return [];
    return [{ id, issuers: id === 'ideal' ? [] : method.issuers.map((i) => ({ ...i })) }];
  });
}
