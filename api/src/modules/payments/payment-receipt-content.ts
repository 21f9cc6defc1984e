import { WITHDRAWAL_DAYS, formatMoney } from '@dating/shared-contracts/api';
import type { MailSite } from '../mail/mail-site';
import { paragraph, type MailContent } from '../mail/templates/layout';
import { MAIL_LOCALES, creditsText, mailDate, type MailLanguage } from './mail-locale';
import { WITHDRAWAL_TEXTS } from './withdrawal-content';

export interface ReceiptVars {
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly method: string;
  readonly invoiceNumber: string;
  readonly completedAt: string;
  readonly consentText: string;
  readonly link: string;
}

/** The methods whose names are words (brands such as iDEAL and PayPal keep their names). */
type MethodNames = Record<'creditcard' | 'banktransfer' | 'directdebit', string>;

const METHOD_NAMES: Record<MailLanguage, MethodNames> = {
  da: {
    creditcard: 'Kreditkort',
    banktransfer: 'Bankoverførsel',
    directdebit: 'Direkte debitering',
  },
  de: { creditcard: 'Kreditkarte', banktransfer: 'Banküberweisung', directdebit: 'Lastschrift' },
  en: { creditcard: 'Credit card', banktransfer: 'Bank transfer', directdebit: 'Direct debit' },
  es: {
    creditcard: 'Tarjeta de crédito',
    banktransfer: 'Transferencia bancaria',
    directdebit: 'Domiciliación bancaria',
  },
  fi: { creditcard: 'Luottokortti', banktransfer: 'Pankkisiirto', directdebit: 'Suoraveloitus' },
  fr: {
    creditcard: 'Carte bancaire',
    banktransfer: 'Virement bancaire',
    directdebit: 'Prélèvement automatique',
  },
  it: {
    creditcard: 'Carta di credito',
    banktransfer: 'Bonifico bancario',
    directdebit: 'Addebito diretto',
  },
  nb: {
    creditcard: 'Kredittkort',
    banktransfer: 'Bankoverføring',
    directdebit: 'Direktedebitering',
  },
  nl: {
    creditcard: 'Creditcard',
    banktransfer: 'Bankoverschrijving',
    directdebit: 'Automatische incasso',
  },
  pl: {
    creditcard: 'Karta kredytowa',
    banktransfer: 'Przelew bankowy',
    directdebit: 'Polecenie zapłaty',
  },
  sv: { creditcard: 'Kreditkort', banktransfer: 'Banköverföring', directdebit: 'Autogiro' },
};

const BRAND_NAMES: Readonly<Record<string, string>> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  kbc: 'KBC/CBC',
};

const methodName = (language: MailLanguage, method: string): string =>
  (Object.hasOwn(METHOD_NAMES[language], method)
    ? METHOD_NAMES[language][method as keyof MethodNames]
    : BRAND_NAMES[method]) ?? method;

interface Texts {
  subject: string;
  intro: string;
  package: string;
  amount: string;
  method: string;
  invoice: string;
  date: string;
  consent: string;
  withdrawal: string;
}

// The informal address where the language uses it with members (je, du, tu); French says
// "vous", as the rest of the product's French does.
const TEXTS: Record<MailLanguage, Texts> = {
  nl: {
    subject: 'Je betaling bij {site}: factuur {invoice}',
    intro: 'Bedankt voor je betaling. Dit is je bevestiging; bewaar deze e-mail.',
    package: 'Pakket: {credits}',
    amount: 'Bedrag: {amount}',
    method: 'Betaalmethode: {method}',
    invoice: 'Factuurnummer: {invoice}',
    date: 'Datum: {date}',
    consent: 'Je toestemming bij het betalen:',
    withdrawal:
      'Herroepingsrecht: binnen {days} dagen na de betaling kun je herroepen. Je betaalt dan alleen voor wat je hebt gebruikt; de rest krijg je naar rato terug. Herroepen doe je hier:',
  },
  en: {
    subject: 'Your payment at {site}: invoice {invoice}',
    intro: 'Thank you for your payment. This is your confirmation; please keep this e-mail.',
    package: 'Package: {credits}',
    amount: 'Amount: {amount}',
    method: 'Payment method: {method}',
    invoice: 'Invoice number: {invoice}',
    date: 'Date: {date}',
    consent: 'The consent you gave when paying:',
    withdrawal:
      'Right of withdrawal: you may withdraw within {days} days of the payment. You then pay only for what you used; the rest is refunded pro rata. Withdraw here:',
  },
  da: {
    subject: 'Din betaling hos {site}: faktura {invoice}',
    intro: 'Tak for din betaling. Dette er din bekræftelse; gem denne e-mail.',
    package: 'Pakke: {credits}',
    amount: 'Beløb: {amount}',
    method: 'Betalingsmetode: {method}',
    invoice: 'Fakturanummer: {invoice}',
    date: 'Dato: {date}',
    consent: 'Dit samtykke ved betalingen:',
    withdrawal:
      'Fortrydelsesret: Du kan fortryde inden for {days} dage efter betalingen. Du betaler så kun for det, du har brugt; resten får du forholdsmæssigt tilbage. Fortryd her:',
  },
  de: {
    subject: 'Deine Zahlung bei {site}: Rechnung {invoice}',
    intro: 'Danke für deine Zahlung. Dies ist deine Bestätigung; bitte bewahre diese E-Mail auf.',
    package: 'Paket: {credits}',
    amount: 'Betrag: {amount}',
    method: 'Zahlungsart: {method}',
    invoice: 'Rechnungsnummer: {invoice}',
    date: 'Datum: {date}',
    consent: 'Deine Zustimmung bei der Zahlung:',
    withdrawal:
      'Widerrufsrecht: Du kannst innerhalb von {days} Tagen nach der Zahlung widerrufen. Du zahlst dann nur für das, was du genutzt hast; den Rest erhältst du anteilig zurück. Hier kannst du widerrufen:',
  },
  es: {
    subject: 'Tu pago en {site}: factura {invoice}',
    intro: 'Gracias por tu pago. Esta es tu confirmación; guarda este correo electrónico.',
    package: 'Paquete: {credits}',
    amount: 'Importe: {amount}',
    method: 'Método de pago: {method}',
    invoice: 'Número de factura: {invoice}',
    date: 'Fecha: {date}',
    consent: 'El consentimiento que diste al pagar:',
    withdrawal:
      'Derecho de desistimiento: puedes desistir en un plazo de {days} días desde el pago. En ese caso solo pagas lo que hayas utilizado; el resto se te reembolsa de forma proporcional. Puedes desistir aquí:',
  },
  fi: {
    subject: 'Maksusi palvelussa {site}: lasku {invoice}',
    intro: 'Kiitos maksustasi. Tämä on vahvistuksesi; säilytä tämä sähköposti.',
    package: 'Paketti: {credits}',
    amount: 'Summa: {amount}',
    method: 'Maksutapa: {method}',
    invoice: 'Laskun numero: {invoice}',
    date: 'Päivämäärä: {date}',
    consent: 'Suostumuksesi maksun yhteydessä:',
    withdrawal:
      'Peruuttamisoikeus: Voit peruuttaa oston {days} päivän kuluessa maksusta. Maksat silloin vain siitä, mitä olet käyttänyt; loput palautetaan sinulle suhteellisesti. Peruuta täällä:',
  },
  fr: {
    subject: 'Votre paiement sur {site} : facture {invoice}',
    intro: 'Merci pour votre paiement. Voici votre confirmation ; conservez cet e-mail.',
    package: 'Pack : {credits}',
    amount: 'Montant : {amount}',
    method: 'Moyen de paiement : {method}',
    invoice: 'Numéro de facture : {invoice}',
    date: 'Date : {date}',
    consent: 'Le consentement que vous avez donné lors du paiement :',
    withdrawal:
      'Droit de rétractation : vous pouvez vous rétracter dans un délai de {days} jours après le paiement. Vous ne payez alors que ce que vous avez utilisé ; le reste vous est remboursé au prorata. Pour vous rétracter :',
  },
  it: {
    subject: 'Il tuo pagamento su {site}: fattura {invoice}',
    intro: 'Grazie per il tuo pagamento. Questa è la tua conferma; conserva questa e-mail.',
    package: 'Pacchetto: {credits}',
    amount: 'Importo: {amount}',
    method: 'Metodo di pagamento: {method}',
    invoice: 'Numero di fattura: {invoice}',
    date: 'Data: {date}',
    consent: 'Il consenso che hai dato al momento del pagamento:',
    withdrawal:
      'Diritto di recesso: puoi recedere entro {days} giorni dal pagamento. In tal caso paghi solo quanto hai utilizzato; il resto ti viene rimborsato in proporzione. Puoi recedere qui:',
  },
  nb: {
    subject: 'Betalingen din hos {site}: faktura {invoice}',
    intro: 'Takk for betalingen. Dette er bekreftelsen din; ta vare på denne e-posten.',
    package: 'Pakke: {credits}',
    amount: 'Beløp: {amount}',
    method: 'Betalingsmåte: {method}',
    invoice: 'Fakturanummer: {invoice}',
    date: 'Dato: {date}',
    consent: 'Samtykket du ga ved betalingen:',
    withdrawal:
      'Angrerett: Du kan angre innen {days} dager etter betalingen. Du betaler da bare for det du har brukt; resten får du forholdsmessig tilbake. Angre her:',
  },
  pl: {
    subject: 'Twoja płatność w {site}: faktura {invoice}',
    intro: 'Dziękujemy za płatność. To jest twoje potwierdzenie; zachowaj tę wiadomość.',
    package: 'Pakiet: {credits}',
    amount: 'Kwota: {amount}',
    method: 'Metoda płatności: {method}',
    invoice: 'Numer faktury: {invoice}',
    date: 'Data: {date}',
    consent: 'Twoja zgoda wyrażona przy płatności:',
    withdrawal:
      'Prawo odstąpienia od umowy: możesz odstąpić od umowy w ciągu {days} dni od płatności. Płacisz wtedy tylko za wykorzystaną część; resztę otrzymasz z powrotem proporcjonalnie. Odstąpić od umowy możesz tutaj:',
  },
  sv: {
    subject: 'Din betalning hos {site}: faktura {invoice}',
    intro: 'Tack för din betalning. Det här är din bekräftelse; spara det här mejlet.',
    package: 'Paket: {credits}',
    amount: 'Belopp: {amount}',
    method: 'Betalningssätt: {method}',
    invoice: 'Fakturanummer: {invoice}',
    date: 'Datum: {date}',
    consent: 'Ditt samtycke vid betalningen:',
    withdrawal:
      'Ångerrätt: Du kan ångra köpet inom {days} dagar efter betalningen. Du betalar då bara för det du har använt; resten får du tillbaka proportionellt. Ångra här:',
  },
};

/** The receipt of a completed payment: the durable-medium confirmation (decision 0122). */
export function receiptContent(
  language: MailLanguage,
  site: MailSite,
  vars: ReceiptVars,
): MailContent {
  const texts = TEXTS[language];
  const values: Record<string, string> = {
    site: site.name,
    invoice: vars.invoiceNumber,
    credits: creditsText(language, vars.credits),
    amount: formatMoney(vars.amountCents, vars.currency, MAIL_LOCALES[language]),
    method: methodName(language, vars.method),
    date: mailDate(language, vars.completedAt),
    days: String(WITHDRAWAL_DAYS),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  const subject = fill(texts.subject);
  return {
    subject,
    heading: subject,
    blocks: [
      paragraph(fill(texts.intro)),
      {
        kind: 'list',
        items: [texts.package, texts.amount, texts.method, texts.invoice, texts.date].map(fill),
      },
      paragraph(texts.consent),
      { kind: 'quote', text: vars.consentText },
      paragraph(fill(texts.withdrawal)),
    ],
    button: { label: WITHDRAWAL_TEXTS[language].orders, url: vars.link },
  };
}
