import type { ComplaintCategory } from '@dating/shared-contracts/api';
import type { MailLanguage } from '../payments/mail-locale';

export interface ComplaintMailTexts {
  subject: string;
  greeting: string;
  /** {name} */
  greetingNamed: string;
  /** {date}, {reference} */
  received: string;
  category: string;
  target: string;
  /** What happens next, in the words of article 16(5) DSA. */
  next: string;
  decision: string;
  urgent: string;
  /** {site} */
  closing: string;
  categories: Record<ComplaintCategory, string>;
}

// Informal where the language is informal with members; French says "vous" (as the receipt).
export const COMPLAINT_MAIL_TEXTS: Record<MailLanguage, ComplaintMailTexts> = {
  nl: {
    subject: 'We hebben je melding ontvangen: {reference}',
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {name},',
    received:
      'We hebben je melding op {date} ontvangen. Je referentienummer is {reference}. Noem dit nummer als je ons over deze melding schrijft.',
    category: 'Soort melding',
    target: 'Waarover',
    next: 'Wat er nu gebeurt: we behandelen je melding zorgvuldig, objectief en zo snel mogelijk, zoals de Europese digitaledienstenverordening (DSA) voorschrijft. We beoordelen of de inhoud onwettig is of in strijd met onze voorwaarden en nemen daarover een besluit.',
    decision:
      'Je hoort per e-mail welk besluit we hebben genomen en waarom, en welke mogelijkheden je hebt om daartegen op te komen: bij ons, via buitengerechtelijke geschillenbeslechting of bij de rechter.',
    urgent: 'Is iemands leven of veiligheid in direct gevaar? Bel dan meteen 112.',
    closing: 'Met vriendelijke groet,\nHet team van {site}',
    categories: {
      fake_profile_or_scam: 'Nepprofiel of oplichting',
      harassment: 'Intimidatie, bedreiging of stalking',
      sexual_content_without_consent: 'Seksuele beelden zonder toestemming',
      minor: 'Minderjarige of kindermisbruik',
      hate_or_violence: 'Haat, geweld of terrorisme',
      illegal_content: 'Andere onwettige inhoud',
      intellectual_property: "Auteursrecht of merkrecht (bijv. gestolen foto's)",
      privacy: "Privacy: mijn persoonsgegevens of foto's",
      other: 'Iets anders',
    },
  },
  en: {
    subject: 'We have received your notice: {reference}',
    greeting: 'Hello,',
    greetingNamed: 'Hello {name},',
    received:
      'We received your notice on {date}. Your reference number is {reference}. Please quote it whenever you write to us about this notice.',
    category: 'Type of notice',
    target: 'About',
    next: "What happens next: we handle your notice diligently, objectively and as quickly as we can, as the EU's Digital Services Act (DSA) requires. We assess whether the content is illegal or against our terms and take a decision on it.",
    decision:
      'We will tell you by e-mail what we decided and why, and how you can challenge the decision: with us, through out-of-court dispute settlement or in court.',
    urgent: "Is someone's life or safety in immediate danger? Call 112 right away.",
    closing: 'Kind regards,\nThe {site} team',
    categories: {
      fake_profile_or_scam: 'Fake profile or scam',
      harassment: 'Harassment, threats or stalking',
      sexual_content_without_consent: 'Sexual images shared without consent',
      minor: 'A minor, or child sexual abuse',
      hate_or_violence: 'Hate, violence or terrorism',
      illegal_content: 'Other illegal content',
      intellectual_property: 'Copyright or trademark (e.g. stolen photos)',
      privacy: 'Privacy: my personal data or photos',
      other: 'Something else',
    },
  },
  da: {
    subject: 'Vi har modtaget din anmeldelse: {reference}',
    greeting: 'Hej,',
    greetingNamed: 'Hej {name},',
    received:
      'Vi modtog din anmeldelse den {date}. Dit referencenummer er {reference}. Oplys det, når du skriver til os om denne anmeldelse.',
    category: 'Type anmeldelse',
    target: 'Om',
    next: 'Hvad sker der nu: Vi behandler din anmeldelse omhyggeligt, objektivt og så hurtigt som muligt, som EU’s forordning om digitale tjenester (DSA) kræver. Vi vurderer, om indholdet er ulovligt eller strider mod vores vilkår, og træffer en afgørelse.',
    decision:
      'Du får besked pr. e-mail om, hvilken afgørelse vi har truffet og hvorfor, og hvordan du kan klage over den: hos os, via udenretslig tvistbilæggelse eller ved domstolene.',
    urgent: 'Er nogens liv eller sikkerhed i umiddelbar fare? Ring straks 112.',
    closing: 'Venlig hilsen\n{site}-teamet',
    categories: {
      fake_profile_or_scam: 'Falsk profil eller svindel',
      harassment: 'Chikane, trusler eller stalking',
      sexual_content_without_consent: 'Seksuelle billeder delt uden samtykke',
      minor: 'En mindreårig eller seksuelt misbrug af børn',
      hate_or_violence: 'Had, vold eller terrorisme',
      illegal_content: 'Andet ulovligt indhold',
      intellectual_property: 'Ophavsret eller varemærke (f.eks. stjålne billeder)',
      privacy: 'Privatliv: mine personoplysninger eller billeder',
      other: 'Noget andet',
    },
  },
  de: {
    subject: 'Wir haben deine Meldung erhalten: {reference}',
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {name},',
    received:
      'Wir haben deine Meldung am {date} erhalten. Deine Referenznummer lautet {reference}. Bitte gib sie an, wenn du uns zu dieser Meldung schreibst.',
    category: 'Art der Meldung',
    target: 'Betrifft',
    next: 'Wie es weitergeht: Wir bearbeiten deine Meldung sorgfältig, objektiv und so schnell wie möglich, wie es das Gesetz über digitale Dienste der EU (DSA) verlangt. Wir prüfen, ob der Inhalt rechtswidrig ist oder gegen unsere Bedingungen verstößt, und treffen eine Entscheidung.',
    decision:
      'Du erfährst per E-Mail, wie wir entschieden haben und warum, und wie du dagegen vorgehen kannst: bei uns, über eine außergerichtliche Streitbeilegung oder vor Gericht.',
    urgent: 'Ist jemandes Leben oder Sicherheit unmittelbar in Gefahr? Ruf sofort 112 an.',
    closing: 'Viele Grüße\nDein {site}-Team',
    categories: {
      fake_profile_or_scam: 'Fake-Profil oder Betrug',
      harassment: 'Belästigung, Drohung oder Stalking',
      sexual_content_without_consent: 'Sexuelle Bilder ohne Einwilligung',
      minor: 'Minderjährige Person oder Kindesmissbrauch',
      hate_or_violence: 'Hass, Gewalt oder Terrorismus',
      illegal_content: 'Andere rechtswidrige Inhalte',
      intellectual_property: 'Urheber- oder Markenrecht (z. B. gestohlene Fotos)',
      privacy: 'Datenschutz: meine persönlichen Daten oder Fotos',
      other: 'Etwas anderes',
    },
  },
  es: {
    subject: 'Hemos recibido tu notificación: {reference}',
    greeting: 'Hola:',
    greetingNamed: 'Hola, {name}:',
    received:
      'Recibimos tu notificación el {date}. Tu número de referencia es {reference}. Indícalo siempre que nos escribas sobre esta notificación.',
    category: 'Tipo de notificación',
    target: 'Sobre',
    next: 'Qué pasa ahora: tratamos tu notificación con diligencia, de forma objetiva y lo antes posible, como exige el Reglamento de Servicios Digitales de la UE (DSA). Evaluamos si el contenido es ilícito o contrario a nuestras condiciones y tomamos una decisión.',
    decision:
      'Te comunicaremos por correo electrónico qué hemos decidido y por qué, y cómo puedes recurrir la decisión: ante nosotros, mediante resolución extrajudicial de litigios o ante los tribunales.',
    urgent: '¿Corre peligro inmediato la vida o la seguridad de alguien? Llama ya al 112.',
    closing: 'Saludos cordiales,\nEl equipo de {site}',
    categories: {
      fake_profile_or_scam: 'Perfil falso o estafa',
      harassment: 'Acoso, amenazas o acecho',
      sexual_content_without_consent: 'Imágenes sexuales compartidas sin consentimiento',
      minor: 'Una persona menor o abuso sexual infantil',
      hate_or_violence: 'Odio, violencia o terrorismo',
      illegal_content: 'Otro contenido ilícito',
      intellectual_property: 'Derechos de autor o de marca (p. ej., fotos robadas)',
      privacy: 'Privacidad: mis datos personales o mis fotos',
      other: 'Otra cosa',
    },
  },
  fi: {
    subject: 'Olemme vastaanottaneet ilmoituksesi: {reference}',
    greeting: 'Hei,',
    greetingNamed: 'Hei {name},',
    received:
      'Vastaanotimme ilmoituksesi {date}. Viitenumerosi on {reference}. Mainitse se aina, kun kirjoitat meille tästä ilmoituksesta.',
    category: 'Ilmoituksen tyyppi',
    target: 'Koskee',
    next: 'Mitä seuraavaksi tapahtuu: käsittelemme ilmoituksesi huolellisesti, puolueettomasti ja niin nopeasti kuin mahdollista, kuten EU:n digipalvelusäädös (DSA) edellyttää. Arvioimme, onko sisältö laitonta tai ehtojemme vastaista, ja teemme asiasta päätöksen.',
    decision:
      'Kerromme sähköpostitse, mitä päätimme ja miksi sekä miten voit hakea päätökseen muutosta: meiltä, tuomioistuinten ulkopuolisessa riidanratkaisussa tai tuomioistuimessa.',
    urgent: 'Onko jonkun henki tai turvallisuus välittömässä vaarassa? Soita heti 112.',
    closing: 'Ystävällisin terveisin\n{site}-tiimi',
    categories: {
      fake_profile_or_scam: 'Valeprofiili tai huijaus',
      harassment: 'Häirintä, uhkailu tai vainoaminen',
      sexual_content_without_consent: 'Seksuaalisia kuvia jaettu ilman suostumusta',
      minor: 'Alaikäinen tai lapsen seksuaalinen hyväksikäyttö',
      hate_or_violence: 'Viha, väkivalta tai terrorismi',
      illegal_content: 'Muu laiton sisältö',
      intellectual_property: 'Tekijänoikeus tai tavaramerkki (esim. varastetut kuvat)',
      privacy: 'Yksityisyys: henkilötietoni tai kuvani',
      other: 'Jokin muu',
    },
  },
  fr: {
    subject: 'Nous avons bien reçu votre signalement : {reference}',
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {name},',
    received:
      'Nous avons reçu votre signalement le {date}. Votre numéro de référence est {reference}. Merci de l’indiquer chaque fois que vous nous écrivez au sujet de ce signalement.',
    category: 'Type de signalement',
    target: 'Objet',
    next: 'La suite : nous traitons votre signalement avec diligence, de manière objective et aussi vite que possible, comme l’exige le règlement européen sur les services numériques (DSA). Nous vérifions si le contenu est illicite ou contraire à nos conditions et prenons une décision.',
    decision:
      'Nous vous informerons par e-mail de notre décision et de ses motifs, ainsi que des voies de recours : auprès de nous, par un règlement extrajudiciaire des litiges ou devant les tribunaux.',
    urgent:
      'La vie ou la sécurité de quelqu’un est-elle en danger immédiat ? Appelez tout de suite le 112.',
    closing: 'Cordialement,\nL’équipe {site}',
    categories: {
      fake_profile_or_scam: 'Faux profil ou arnaque',
      harassment: 'Harcèlement, menaces ou traque',
      sexual_content_without_consent: 'Images sexuelles diffusées sans consentement',
      minor: 'Personne mineure ou abus sexuel sur enfant',
      hate_or_violence: 'Haine, violence ou terrorisme',
      illegal_content: 'Autre contenu illicite',
      intellectual_property: 'Droit d’auteur ou droit des marques (ex. photos volées)',
      privacy: 'Vie privée : mes données personnelles ou mes photos',
      other: 'Autre chose',
    },
  },
  it: {
    subject: 'Abbiamo ricevuto la tua segnalazione: {reference}',
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {name},',
    received:
      'Abbiamo ricevuto la tua segnalazione il {date}. Il tuo numero di riferimento è {reference}. Indicalo ogni volta che ci scrivi a proposito di questa segnalazione.',
    category: 'Tipo di segnalazione',
    target: 'Riguarda',
    next: 'Cosa succede ora: trattiamo la tua segnalazione con diligenza, in modo obiettivo e il più rapidamente possibile, come richiede il regolamento UE sui servizi digitali (DSA). Valutiamo se il contenuto è illegale o contrario alle nostre condizioni e prendiamo una decisione.',
    decision:
      'Ti comunicheremo via e-mail quale decisione abbiamo preso e perché, e come puoi contestarla: presso di noi, tramite la risoluzione extragiudiziale delle controversie o in tribunale.',
    urgent: 'La vita o la sicurezza di qualcuno è in pericolo immediato? Chiama subito il 112.',
    closing: 'Cordiali saluti,\nIl team di {site}',
    categories: {
      fake_profile_or_scam: 'Profilo falso o truffa',
      harassment: 'Molestie, minacce o stalking',
      sexual_content_without_consent: 'Immagini sessuali diffuse senza consenso',
      minor: 'Una persona minorenne o abuso sessuale su minori',
      hate_or_violence: 'Odio, violenza o terrorismo',
      illegal_content: 'Altri contenuti illegali',
      intellectual_property: 'Diritto d’autore o marchio (ad es. foto rubate)',
      privacy: 'Privacy: i miei dati personali o le mie foto',
      other: 'Altro',
    },
  },
  nb: {
    subject: 'Vi har mottatt meldingen din: {reference}',
    greeting: 'Hei,',
    greetingNamed: 'Hei {name},',
    received:
      'Vi mottok meldingen din {date}. Referansenummeret ditt er {reference}. Oppgi det når du skriver til oss om denne meldingen.',
    category: 'Type melding',
    target: 'Gjelder',
    next: 'Hva skjer nå: Vi behandler meldingen din grundig, objektivt og så raskt vi kan, slik EUs forordning om digitale tjenester (DSA) krever. Vi vurderer om innholdet er ulovlig eller bryter med vilkårene våre, og tar en beslutning.',
    decision:
      'Du får beskjed på e-post om hva vi har besluttet og hvorfor, og hvordan du kan klage på beslutningen: hos oss, gjennom utenrettslig tvisteløsning eller for domstolene.',
    urgent: 'Er noens liv eller sikkerhet i umiddelbar fare? Ring 112 med en gang.',
    closing: 'Vennlig hilsen\n{site}-teamet',
    categories: {
      fake_profile_or_scam: 'Falsk profil eller svindel',
      harassment: 'Trakassering, trusler eller forfølgelse',
      sexual_content_without_consent: 'Seksuelle bilder delt uten samtykke',
      minor: 'En mindreårig eller seksuelt misbruk av barn',
      hate_or_violence: 'Hat, vold eller terrorisme',
      illegal_content: 'Annet ulovlig innhold',
      intellectual_property: 'Opphavsrett eller varemerke (f.eks. stjålne bilder)',
      privacy: 'Personvern: mine personopplysninger eller bilder',
      other: 'Noe annet',
    },
  },
  pl: {
    subject: 'Otrzymaliśmy twoje zgłoszenie: {reference}',
    greeting: 'Cześć,',
    greetingNamed: 'Cześć {name},',
    received:
      'Otrzymaliśmy twoje zgłoszenie {date}. Twój numer referencyjny to {reference}. Podawaj go za każdym razem, gdy piszesz do nas w sprawie tego zgłoszenia.',
    category: 'Rodzaj zgłoszenia',
    target: 'Dotyczy',
    next: 'Co dalej: rozpatrujemy twoje zgłoszenie starannie, obiektywnie i możliwie szybko, zgodnie z unijnym aktem o usługach cyfrowych (DSA). Oceniamy, czy treść jest nielegalna lub narusza nasz regulamin, i podejmujemy decyzję.',
    decision:
      'Poinformujemy cię e-mailem o naszej decyzji i jej uzasadnieniu oraz o tym, jak możesz się od niej odwołać: u nas, w pozasądowym rozstrzyganiu sporów lub przed sądem.',
    urgent:
      'Czy czyjeś życie lub bezpieczeństwo jest w bezpośrednim zagrożeniu? Zadzwoń natychmiast pod 112.',
    closing: 'Pozdrawiamy\nZespół {site}',
    categories: {
      fake_profile_or_scam: 'Fałszywy profil lub oszustwo',
      harassment: 'Nękanie, groźby lub stalking',
      sexual_content_without_consent: 'Zdjęcia o charakterze seksualnym udostępnione bez zgody',
      minor: 'Osoba niepełnoletnia lub wykorzystywanie seksualne dzieci',
      hate_or_violence: 'Nienawiść, przemoc lub terroryzm',
      illegal_content: 'Inne nielegalne treści',
      intellectual_property: 'Prawa autorskie lub znak towarowy (np. skradzione zdjęcia)',
      privacy: 'Prywatność: moje dane osobowe lub zdjęcia',
      other: 'Coś innego',
    },
  },
  sv: {
    subject: 'Vi har tagit emot din anmälan: {reference}',
    greeting: 'Hej,',
    greetingNamed: 'Hej {name},',
    received:
      'Vi tog emot din anmälan den {date}. Ditt referensnummer är {reference}. Ange det när du skriver till oss om den här anmälan.',
    category: 'Typ av anmälan',
    target: 'Gäller',
    next: 'Vad händer nu: Vi behandlar din anmälan omsorgsfullt, objektivt och så snabbt vi kan, som EU:s förordning om digitala tjänster (DSA) kräver. Vi bedömer om innehållet är olagligt eller strider mot våra villkor och fattar ett beslut.',
    decision:
      'Du får veta via e-post vilket beslut vi har fattat och varför, och hur du kan överklaga det: hos oss, genom tvistlösning utanför domstol eller i domstol.',
    urgent: 'Är någons liv eller säkerhet i omedelbar fara? Ring 112 direkt.',
    closing: 'Vänliga hälsningar\n{site}-teamet',
    categories: {
      fake_profile_or_scam: 'Falsk profil eller bedrägeri',
      harassment: 'Trakasserier, hot eller förföljelse',
      sexual_content_without_consent: 'Sexuella bilder spridda utan samtycke',
      minor: 'En minderårig eller sexuella övergrepp mot barn',
      hate_or_violence: 'Hat, våld eller terrorism',
      illegal_content: 'Annat olagligt innehåll',
      intellectual_property: 'Upphovsrätt eller varumärke (t.ex. stulna bilder)',
      privacy: 'Integritet: mina personuppgifter eller bilder',
      other: 'Något annat',
    },
  },
};
