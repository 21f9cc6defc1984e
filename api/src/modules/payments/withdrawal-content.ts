import { formatMoney } from '@dating/shared-contracts/api';
import type { MailContent } from '../mail/templates/layout';
import { paragraph } from '../mail/templates/layout';
import { MAIL_LOCALES, creditsText, mailDate, type MailLanguage } from './mail-locale';

export interface WithdrawalVars {
  readonly boughtAt: string;
  readonly refundCents: number;
  readonly currency: string;
  readonly credits: number;
  readonly link: string;
}

interface Texts {
  subject: string;
  greeting: string;
  /** {date} of the purchase, {credits} taken ("125 credits"), {amount} refunded. */
  done: string;
  refund: string;
  orders: string;
}

// Informal where the language is informal with members; French says "vous" (see the receipt).
export const WITHDRAWAL_TEXTS: Record<MailLanguage, Texts> = {
  nl: {
    subject: 'Bevestiging van je herroeping',
    greeting: 'Hallo,',
    done: 'Je hebt je aankoop van {date} herroepen. We hebben {credits} van je saldo afgeschreven en betalen {amount} aan je terug.',
    refund:
      'Het bedrag staat binnen enkele werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde.',
    orders: 'Je bestellingen',
  },
  en: {
    subject: 'Your withdrawal is confirmed',
    greeting: 'Hello,',
    done: 'You have withdrawn from your purchase of {date}. We have taken {credits} from your balance and are refunding {amount} to you.',
    refund:
      'The amount will be back in your account within a few working days, through the payment method you paid with.',
    orders: 'Your orders',
  },
  da: {
    subject: 'Bekræftelse af din fortrydelse',
    greeting: 'Hej,',
    done: 'Du har fortrudt dit køb fra den {date}. Vi har trukket {credits} fra din saldo og betaler {amount} tilbage til dig.',
    refund:
      'Beløbet er tilbage på din konto inden for få hverdage, via den betalingsmetode, du betalte med.',
    orders: 'Dine ordrer',
  },
  de: {
    subject: 'Bestätigung deines Widerrufs',
    greeting: 'Hallo,',
    done: 'Du hast deinen Kauf vom {date} widerrufen. Wir haben {credits} von deinem Guthaben abgezogen und erstatten dir {amount}.',
    refund:
      'Der Betrag ist innerhalb weniger Werktage wieder auf deinem Konto, über die Zahlungsart, mit der du bezahlt hast.',
    orders: 'Deine Bestellungen',
  },
  es: {
    subject: 'Confirmación de tu desistimiento',
    greeting: 'Hola:',
    done: 'Has desistido de tu compra del {date}. Hemos retirado {credits} de tu saldo y te devolvemos {amount}.',
    refund:
      'El importe volverá a tu cuenta en unos pocos días hábiles, a través del método de pago con el que pagaste.',
    orders: 'Tus pedidos',
  },
  fi: {
    subject: 'Peruutuksesi on vahvistettu',
    greeting: 'Hei,',
    done: 'Olet peruuttanut {date} tekemäsi oston. Olemme vähentäneet saldostasi {credits} ja palautamme sinulle {amount}.',
    refund:
      'Summa palautuu tilillesi muutaman arkipäivän kuluessa sillä maksutavalla, jolla maksoit.',
    orders: 'Tilauksesi',
  },
  fr: {
    subject: 'Confirmation de votre rétractation',
    greeting: 'Bonjour,',
    done: "Votre rétractation de l'achat du {date} est enregistrée. Nous avons retiré {credits} de votre solde et vous remboursons {amount}.",
    refund:
      "Le montant sera de retour sur votre compte d'ici quelques jours ouvrés, via le moyen de paiement que vous avez utilisé.",
    orders: 'Vos commandes',
  },
  it: {
    subject: 'Conferma del tuo recesso',
    greeting: 'Ciao,',
    done: 'Hai receduto dal tuo acquisto del {date}. Abbiamo tolto {credits} dal tuo saldo e ti rimborsiamo {amount}.',
    refund:
      "L'importo tornerà sul tuo conto entro pochi giorni lavorativi, tramite il metodo di pagamento che hai usato.",
    orders: 'I tuoi ordini',
  },
  nb: {
    subject: 'Bekreftelse på at du har angret',
    greeting: 'Hei,',
    done: 'Du har angret kjøpet ditt fra {date}. Vi har trukket {credits} fra saldoen din og betaler tilbake {amount} til deg.',
    refund:
      'Beløpet er tilbake på kontoen din innen noen få virkedager, via betalingsmåten du betalte med.',
    orders: 'Bestillingene dine',
  },
  pl: {
    subject: 'Potwierdzenie odstąpienia od umowy',
    greeting: 'Cześć,',
    done: 'Twoje odstąpienie od zakupu z {date} zostało przyjęte. Odjęliśmy z twojego salda {credits} i zwracamy ci {amount}.',
    refund:
      'Kwota wróci na twoje konto w ciągu kilku dni roboczych, tą samą metodą płatności, której użyto przy zakupie.',
    orders: 'Twoje zamówienia',
  },
  sv: {
    subject: 'Bekräftelse på att du har ångrat ditt köp',
    greeting: 'Hej,',
    done: 'Du har ångrat ditt köp från den {date}. Vi har dragit {credits} från ditt saldo och betalar tillbaka {amount} till dig.',
    refund:
      'Beloppet är tillbaka på ditt konto inom några bankdagar, via det betalningssätt du betalade med.',
    orders: 'Dina beställningar',
  },
};

/** The withdrawal confirmation (a durable record of it): amount refunded and credits taken. */
export function withdrawalContent(language: MailLanguage, vars: WithdrawalVars): MailContent {
  const texts = WITHDRAWAL_TEXTS[language];
  const values: Record<string, string> = {
    amount: formatMoney(vars.refundCents, vars.currency, MAIL_LOCALES[language]),
    credits: creditsText(language, vars.credits),
    date: mailDate(language, vars.boughtAt),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  return {
    subject: texts.subject,
    heading: texts.subject,
    blocks: [paragraph(texts.greeting), paragraph(fill(texts.done)), paragraph(texts.refund)],
    button: { label: texts.orders, url: vars.link },
  };
}
