import type { MailContent } from '../mail/templates/layout';
import { paragraph } from '../mail/templates/layout';
import { MAIL_LOCALES, type MailLanguage } from './mail-locale';

export interface ContractCancelVars {
  /** The agreement as the member knows it: the account or card, partly hidden. */
  readonly label: string;
  readonly cancelledAt: string;
  readonly link: string;
}

interface Texts {
  subject: string;
  greeting: string;
  /** {label} of the agreement, {moment} of the cancellation. */
  done: string;
  keep: string;
  orders: string;
}

// Informal where the language is informal with members; French says "vous" (see the receipt).
const TEXTS: Record<MailLanguage, Texts> = {
  nl: {
    subject: 'Bevestiging van je opzegging',
    greeting: 'Hallo,',
    done: 'Je hebt de machtiging voor {label} opgezegd op {moment}. Er wordt niets meer op afgeschreven.',
    keep: 'Bewaar deze e-mail als bewijs van je opzegging. Aankopen die je al deed, blijven gewoon van jou.',
    orders: 'Je bestellingen',
  },
  en: {
    subject: 'Your cancellation is confirmed',
    greeting: 'Hello,',
    done: 'You cancelled the mandate for {label} on {moment}. Nothing more will be charged on it.',
    keep: 'Keep this e-mail as proof of your cancellation. Purchases you already made stay yours.',
    orders: 'Your orders',
  },
  da: {
    subject: 'Bekræftelse af din opsigelse',
    greeting: 'Hej,',
    done: 'Du opsagde betalingsaftalen for {label} den {moment}. Der trækkes ikke mere på den.',
    keep: 'Gem denne e-mail som bevis på din opsigelse. Køb, du allerede har gjort, er stadig dine.',
    orders: 'Dine ordrer',
  },
  de: {
    subject: 'Bestätigung deiner Kündigung',
    greeting: 'Hallo,',
    done: 'Du hast das Mandat für {label} am {moment} gekündigt. Darüber wird nichts mehr abgebucht.',
    keep: 'Bewahre diese E-Mail als Nachweis deiner Kündigung auf. Bereits getätigte Käufe bleiben dir erhalten.',
    orders: 'Deine Bestellungen',
  },
  es: {
    subject: 'Confirmación de tu cancelación',
    greeting: 'Hola:',
    done: 'Cancelaste el mandato de {label} el {moment}. Ya no se cobrará nada con él.',
    keep: 'Guarda este correo como prueba de tu cancelación. Las compras que ya hiciste siguen siendo tuyas.',
    orders: 'Tus pedidos',
  },
  fi: {
    subject: 'Irtisanomisesi on vahvistettu',
    greeting: 'Hei,',
    done: 'Irtisanoit valtuutuksen {label} {moment}. Sen kautta ei enää veloiteta mitään.',
    keep: 'Säilytä tämä sähköposti todisteena irtisanomisestasi. Jo tekemäsi ostot pysyvät sinun.',
    orders: 'Tilauksesi',
  },
  fr: {
    subject: 'Confirmation de votre résiliation',
    greeting: 'Bonjour,',
    done: 'Vous avez résilié le mandat pour {label} le {moment}. Plus rien ne sera prélevé dessus.',
    keep: 'Conservez cet e-mail comme preuve de votre résiliation. Vos achats déjà effectués restent à vous.',
    orders: 'Vos commandes',
  },
  it: {
    subject: 'Conferma della tua disdetta',
    greeting: 'Ciao,',
    done: 'Hai disdetto il mandato per {label} il {moment}. Non verrà più addebitato nulla.',
    keep: 'Conserva questa e-mail come prova della tua disdetta. Gli acquisti già fatti restano tuoi.',
    orders: 'I tuoi ordini',
  },
  nb: {
    subject: 'Bekreftelse på oppsigelsen din',
    greeting: 'Hei,',
    done: 'Du sa opp betalingsavtalen for {label} {moment}. Det trekkes ikke mer på den.',
    keep: 'Ta vare på denne e-posten som bevis på oppsigelsen. Kjøp du allerede har gjort, er fortsatt dine.',
    orders: 'Bestillingene dine',
  },
  pl: {
    subject: 'Potwierdzenie wypowiedzenia',
    greeting: 'Cześć,',
    done: 'Wypowiedziałeś upoważnienie dla {label} dnia {moment}. Nic więcej nie zostanie z niego pobrane.',
    keep: 'Zachowaj tę wiadomość jako dowód wypowiedzenia. Zakupy, których już dokonałeś, pozostają twoje.',
    orders: 'Twoje zamówienia',
  },
  sv: {
    subject: 'Bekräftelse på din uppsägning',
    greeting: 'Hej,',
    done: 'Du sa upp medgivandet för {label} den {moment}. Inget mer dras via det.',
    keep: 'Spara det här mejlet som bevis på din uppsägning. Köp du redan har gjort är fortfarande dina.',
    orders: 'Dina beställningar',
  },
};

/** The moment of a cancellation (date and time) as the site's time zone has it. */
const mailMoment = (language: MailLanguage, iso: string): string =>
  new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** The cancellation receipt (a durable record of it): which agreement, and when. */
export function contractCancelContent(
  language: MailLanguage,
  vars: ContractCancelVars,
): MailContent {
  const texts = TEXTS[language];
  const values: Record<string, string> = {
    label: vars.label,
    moment: mailMoment(language, vars.cancelledAt),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
  return {
    subject: texts.subject,
    heading: texts.subject,
    blocks: [paragraph(texts.greeting), paragraph(fill(texts.done)), paragraph(texts.keep)],
    button: { label: texts.orders, url: vars.link },
  };
}
