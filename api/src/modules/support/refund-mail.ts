import { formatMoney } from '@dating/shared-contracts/api';
import type { MailSite } from '../mail/mail-site';
import type { OutgoingMail } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/templates/texts';
import { fill, layoutMail, paragraph } from '../mail/templates/layout';
import {
  MAIL_LOCALES,
  creditsText,
  mailDate,
  mailLanguage,
  type MailLanguage,
} from '../payments/mail-locale';

interface Texts {
  subject: string;
  greeting: string;
  /** {amount} refunded of the payment of {date}, which was {paid}. */
  refunded: string;
  /** {credits} taken back from the balance. */
  credits: string;
  premium: string;
  arrives: string;
  orders: string;
}

// The withdrawal mail's voice (withdrawal-content.ts): informal where the language is, French "vous".
export const REFUND_TEXTS: Record<MailLanguage, Texts> = {
  nl: {
    subject: 'We betalen je {amount} terug',
    greeting: 'Hallo,',
    refunded: 'We betalen {amount} terug van je betaling van {date} ({paid}).',
    credits: 'Daarbij hebben we {credits} van je saldo afgeschreven.',
    premium: 'Je premium-lidmaatschap is daarmee beëindigd.',
    arrives:
      'Het bedrag staat binnen enkele werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde.',
    orders: 'Je bestellingen',
  },
  en: {
    subject: 'We are refunding {amount} to you',
    greeting: 'Hello,',
    refunded: 'We are refunding {amount} of your payment of {date} ({paid}).',
    credits: 'With it, we have taken {credits} from your balance.',
    premium: 'Your premium membership has ended with it.',
    arrives:
      'The amount will be back in your account within a few working days, through the payment method you paid with.',
    orders: 'Your orders',
  },
  da: {
    subject: 'Vi tilbagebetaler {amount} til dig',
    greeting: 'Hej,',
    refunded: 'Vi tilbagebetaler {amount} af din betaling fra den {date} ({paid}).',
    credits: 'Samtidig har vi trukket {credits} fra din saldo.',
    premium: 'Dit premium-medlemskab er dermed ophørt.',
    arrives:
      'Beløbet er tilbage på din konto inden for få hverdage, via den betalingsmetode, du betalte med.',
    orders: 'Dine ordrer',
  },
  de: {
    subject: 'Wir erstatten dir {amount}',
    greeting: 'Hallo,',
    refunded: 'Wir erstatten dir {amount} deiner Zahlung vom {date} ({paid}).',
    credits: 'Dabei haben wir {credits} von deinem Guthaben abgezogen.',
    premium: 'Deine Premium-Mitgliedschaft ist damit beendet.',
    arrives:
      'Der Betrag ist innerhalb weniger Werktage wieder auf deinem Konto, über die Zahlungsart, mit der du bezahlt hast.',
    orders: 'Deine Bestellungen',
  },
  es: {
    subject: 'Te devolvemos {amount}',
    greeting: 'Hola:',
    refunded: 'Te devolvemos {amount} de tu pago del {date} ({paid}).',
    credits: 'Al mismo tiempo, hemos retirado {credits} de tu saldo.',
    premium: 'Con ello, tu suscripción premium ha terminado.',
    arrives:
      'El importe volverá a tu cuenta en unos pocos días hábiles, a través del método de pago con el que pagaste.',
    orders: 'Tus pedidos',
  },
  fi: {
    subject: 'Palautamme sinulle {amount}',
    greeting: 'Hei,',
    refunded: 'Palautamme sinulle {amount} {date} tekemästäsi maksusta ({paid}).',
    credits: 'Samalla olemme vähentäneet saldostasi {credits}.',
    premium: 'Premium-jäsenyytesi on samalla päättynyt.',
    arrives:
      'Summa palautuu tilillesi muutaman arkipäivän kuluessa sillä maksutavalla, jolla maksoit.',
    orders: 'Tilauksesi',
  },
  fr: {
    subject: 'Nous vous remboursons {amount}',
    greeting: 'Bonjour,',
    refunded: 'Nous vous remboursons {amount} sur votre paiement du {date} ({paid}).',
    credits: 'Nous avons en même temps retiré {credits} de votre solde.',
    premium: 'Votre abonnement premium a ainsi pris fin.',
    arrives:
      "Le montant sera de retour sur votre compte d'ici quelques jours ouvrés, via le moyen de paiement que vous avez utilisé.",
    orders: 'Vos commandes',
  },
  it: {
    subject: 'Ti rimborsiamo {amount}',
    greeting: 'Ciao,',
    refunded: 'Ti rimborsiamo {amount} del tuo pagamento del {date} ({paid}).',
    credits: 'Contestualmente abbiamo tolto {credits} dal tuo saldo.',
    premium: 'Con questo il tuo abbonamento premium è terminato.',
    arrives:
      "L'importo tornerà sul tuo conto entro pochi giorni lavorativi, tramite il metodo di pagamento che hai usato.",
    orders: 'I tuoi ordini',
  },
  nb: {
    subject: 'Vi betaler tilbake {amount} til deg',
    greeting: 'Hei,',
    refunded: 'Vi betaler tilbake {amount} av betalingen din fra {date} ({paid}).',
    credits: 'Samtidig har vi trukket {credits} fra saldoen din.',
    premium: 'Premium-medlemskapet ditt er dermed avsluttet.',
    arrives:
      'Beløpet er tilbake på kontoen din innen noen få virkedager, via betalingsmåten du betalte med.',
    orders: 'Bestillingene dine',
  },
  pl: {
    subject: 'Zwracamy ci {amount}',
    greeting: 'Cześć,',
    refunded: 'Zwracamy ci {amount} z twojej płatności z {date} ({paid}).',
    credits: 'Jednocześnie odjęliśmy z twojego salda {credits}.',
    premium: 'Tym samym twoje członkostwo premium dobiegło końca.',
    arrives:
      'Kwota wróci na twoje konto w ciągu kilku dni roboczych, tą samą metodą płatności, której użyto przy zakupie.',
    orders: 'Twoje zamówienia',
  },
  sv: {
    subject: 'Vi betalar tillbaka {amount} till dig',
    greeting: 'Hej,',
    refunded: 'Vi betalar tillbaka {amount} av din betalning från den {date} ({paid}).',
    credits: 'Samtidigt har vi dragit {credits} från ditt saldo.',
    premium: 'Ditt premiummedlemskap har därmed upphört.',
    arrives:
      'Beloppet är tillbaka på ditt konto inom några bankdagar, via det betalningssätt du betalade med.',
    orders: 'Dina beställningar',
  },
};

export interface RefundMailInput {
  readonly userId: number;
  readonly to: string;
  readonly language: string;
  readonly site: MailSite;
  readonly paymentId: number;
  /** When the payment was made (completed). */
  readonly paidAt: string;
  readonly paidCents: number;
  readonly refundCents: number;
  readonly currency: string;
  readonly creditsTaken: number;
  readonly premiumEnded: boolean;
}

/**
 * Tells the member of a refund staff made (decision 0162), in their language (one the payment
 * mails do not know gets English, as the withdrawal mail does) and their site's layout.
 */
export function refundMail(input: RefundMailInput): OutgoingMail {
  const language = mailLanguage(input.language);
  const texts = REFUND_TEXTS[language];
  const locale = MAIL_LOCALES[language];
  const values = {
    amount: formatMoney(input.refundCents, input.currency, locale),
    paid: formatMoney(input.paidCents, input.currency, locale),
    date: mailDate(language, input.paidAt),
    credits: creditsText(language, input.creditsTaken),
  };
  const rendered = layoutMail(
    {
      subject: fill(texts.subject, values),
      heading: fill(texts.subject, values),
      blocks: [
        paragraph(texts.greeting),
        paragraph(fill(texts.refunded, values)),
        ...(input.creditsTaken > 0 ? [paragraph(fill(texts.credits, values))] : []),
        ...(input.premiumEnded ? [paragraph(texts.premium)] : []),
        paragraph(texts.arrives),
      ],
      button: { label: texts.orders, url: `${input.site.baseUrl}/transactions/${input.paymentId}` },
    },
    { language, site: input.site, texts: MAIL_TEXTS[language].layout },
  );
  return {
    userId: input.userId,
    kind: 'payment_refund',
    to: input.to,
    from: input.site.from,
    ...rendered,
  };
}
