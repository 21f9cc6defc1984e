/**
 * What an operator may not write: an operator never offers a purchase. An answer is refused
 * when it holds a link (a scheme, `www.`, or a domain name) or a word about credits, buying
 * or paying in any of the site's languages, whatever the member's language.
 */

const LINK =
  /(https?:\/\/|www\.|\b[\p{L}0-9-]+\.(com|net|org|info|biz|io|app|link|ly|me|eu|nl|be|de|at|ch|fr|es|it|pl|dk|se|no|fi|uk)\b)/iu;

/** Word beginnings, long enough to be about money only (a word starting so is refused). */
const STEMS = [
  // en
  'credit',
  'purchas',
  'payment',
  'paypal',
  'checkout',
  // nl
  'tegoed',
  'betaal',
  'betalin',
  'opwaardeer',
  'opwaarder',
  // de
  'guthaben',
  'bezahl',
  'zahlung',
  'aufladen',
  // fr
  'crédit',
  'achete',
  'achète',
  'paiement',
  'recharg',
  // es, it
  'crédito',
  'comprar',
  'recargar',
  'acquist',
  'pagament',
  'ricaric',
  // pl
  'kredyt',
  'zakup',
  'płatn',
  'zapłac',
  'doładow',
  // da, sv, nb
  'kredit',
  'betal',
  'købe',
  'kjøpe',
  'köpa',
  // fi
  'krediit',
  'maksa',
  'maksu',
];

/** Short words that would be too wide as beginnings: refused as whole words only. */
const WORDS = new Set([
  'buy',
  'buying',
  'bought',
  'pay',
  'paying',
  'paid',
  'coins',
  'kopen',
  'koop',
  'koopt',
  'kaufen',
  'kauf',
  'kaufe',
  'kauft',
  'achat',
  'acheter',
  'payer',
  'paye',
  'compra',
  'compre',
  'pagar',
  'pago',
  'pagare',
  'paga',
  'comprare',
  'compri',
  'kup',
  'kupić',
  'kupisz',
  'køb',
  'köp',
  'kjøp',
  'osta',
  'ostaa',
  'ostat',
  'ostan',
  'osto',
]);

/** Whether the text holds a link or a word about credits, buying or paying. */
export function offersPurchase(text: string): boolean {
  if (LINK.test(text)) return true;
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word) => WORDS.has(word) || STEMS.some((stem) => word.startsWith(stem)));
}
