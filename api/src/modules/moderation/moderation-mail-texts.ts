import type { DecisionAction, DecisionGround } from '@dating/shared-contracts/api';
import type { MailLanguage } from '../payments/mail-locale';

/** An action a statement can be about: every one but a dismissal. */
export type StatedAction = Exclude<DecisionAction, 'dismiss'>;

export interface ModerationMailTexts {
  greeting: string;
  /** {name} */
  greetingNamed: string;
  /** {site} */
  closing: string;
  statement: {
    /** {site} */
    subject: string;
    intro: string;
    what: string;
    ground: string;
    facts: string;
    /** {date} */
    until: string;
    automated: string;
    /** Every decision here is a person's. */
    byPerson: string;
    /** {date} */
    appeal: string;
    button: string;
  };
  outcome: {
    subject: string;
    /** {date} */
    acted: string;
    /** {date} */
    none: string;
    /** {reference} */
    reference: string;
    redress: string;
    button: string;
  };
  appealOutcome: {
    subject: string;
    upheld: string;
    reversed: string;
    answer: string;
    redress: string;
    button: string;
  };
  actions: Record<StatedAction, string>;
  grounds: Record<DecisionGround, string>;
}

// Informal where the language is informal with members; French says "vous" (as the receipt).
export const MODERATION_MAIL_TEXTS: Record<MailLanguage, ModerationMailTexts> = {
  nl: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {name},',
    closing: 'Met vriendelijke groet,\nHet team van {site}',
    statement: {
      subject: 'Een besluit over je account op {site}',
      intro:
        'We hebben een besluit genomen over je account. Hieronder lees je wat we hebben gedaan en waarom.',
      what: 'Wat we hebben gedaan',
      ground: 'Op grond van',
      facts: 'De feiten',
      until: 'Geldt tot {date}',
      automated: 'Geautomatiseerd',
      byPerson: 'Nee: een medewerker heeft dit beoordeeld en besloten.',
      appeal:
        'Ben je het er niet mee eens? Maak dan tot {date} bezwaar via de knop hieronder; een andere medewerker beoordeelt je bezwaar. Je kunt je ook wenden tot een erkende instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.',
      button: 'Besluit bekijken en bezwaar maken',
    },
    outcome: {
      subject: 'De uitkomst van je melding',
      acted:
        'We hebben je melding van {date} beoordeeld. De inhoud was in strijd met de wet of met onze voorwaarden, en we hebben maatregelen genomen.',
      none: 'We hebben je melding van {date} beoordeeld en geen strijd met de wet of met onze voorwaarden gevonden. We hebben daarom niets veranderd.',
      reference: 'Referentie: {reference}',
      redress:
        'Ben je het niet eens met dit besluit? Laat het ons binnen zes maanden weten via ons meldformulier. Je kunt je ook wenden tot een erkende instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.',
      button: 'Naar het meldformulier',
    },
    appealOutcome: {
      subject: 'De uitkomst van je bezwaar',
      upheld: 'Een andere medewerker heeft je bezwaar beoordeeld. Het besluit blijft staan.',
      reversed:
        'Een andere medewerker heeft je bezwaar beoordeeld en het besluit teruggedraaid. Wat we hadden verwijderd of beperkt, is hersteld.',
      answer: 'Toelichting',
      redress:
        'Je kunt je nog wenden tot een erkende instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.',
      button: 'Besluit bekijken',
    },
    actions: {
      remove_photo: 'Een foto van je verwijderd',
      remove_text: 'De tekst van je profiel verwijderd',
      hide_profile: 'Je profiel verborgen in zoeken, likes en het spel',
      restrict_messaging: 'Het versturen van berichten beperkt',
      suspend: 'Je account tijdelijk geschorst',
      ban: 'Je account blijvend geblokkeerd',
    },
    grounds: {
      illegal_content: 'De wet: onwettige inhoud',
      minor: 'De wet en onze voorwaarden: minderjarigen zijn niet toegestaan',
      scam: 'De wet en onze voorwaarden: oplichting',
      harassment: 'Onze voorwaarden: intimidatie',
      fake_or_impersonation: 'Onze voorwaarden: nepprofiel of je voordoen als een ander',
      spam: 'Onze voorwaarden: spam',
      nudity: 'Onze voorwaarden: naakt waar dat niet is toegestaan',
    },
  },
  en: {
    greeting: 'Hello,',
    greetingNamed: 'Hello {name},',
    closing: 'Kind regards,\nThe {site} team',
    statement: {
      subject: 'A decision about your account on {site}',
      intro: 'We have made a decision about your account. Below you can read what we did and why.',
      what: 'What we did',
      ground: 'Ground',
      facts: 'The facts',
      until: 'Until {date}',
      automated: 'Automated',
      byPerson: 'No: a member of our staff reviewed this and decided.',
      appeal:
        'Do you disagree? Appeal until {date} with the button below; another member of our staff will review your appeal. You may also turn to a certified out-of-court dispute settlement body or to the courts.',
      button: 'See the decision and appeal',
    },
    outcome: {
      subject: 'The outcome of your report',
      acted:
        'We have reviewed your report of {date}. The content broke the law or our terms, and we have taken action.',
      none: 'We have reviewed your report of {date} and found no breach of the law or of our terms, so we have changed nothing.',
      reference: 'Reference: {reference}',
      redress:
        'Do you disagree with this decision? Tell us within six months through our notice form. You may also turn to a certified out-of-court dispute settlement body or to the courts.',
      button: 'Go to the notice form',
    },
    appealOutcome: {
      subject: 'The outcome of your appeal',
      upheld: 'Another member of our staff has reviewed your appeal. The decision stands.',
      reversed:
        'Another member of our staff has reviewed your appeal and reversed the decision. What we had removed or restricted has been restored.',
      answer: 'Explanation',
      redress:
        'You may still turn to a certified out-of-court dispute settlement body or to the courts.',
      button: 'See the decision',
    },
    actions: {
      remove_photo: 'Removed one of your photos',
      remove_text: 'Removed the text of your profile',
      hide_profile: 'Hid your profile from search, likes and the game',
      restrict_messaging: 'Restricted sending messages',
      suspend: 'Suspended your account for a time',
      ban: 'Blocked your account for good',
    },
    grounds: {
      illegal_content: 'The law: illegal content',
      minor: 'The law and our terms: minors are not allowed',
      scam: 'The law and our terms: fraud',
      harassment: 'Our terms: harassment',
      fake_or_impersonation: 'Our terms: fake profile or impersonation',
      spam: 'Our terms: spam',
      nudity: 'Our terms: nudity where it is not allowed',
    },
  },
  de: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {name},',
    closing: 'Viele Grüße\nDas Team von {site}',
    statement: {
      subject: 'Eine Entscheidung zu deinem Konto bei {site}',
      intro:
        'Wir haben eine Entscheidung zu deinem Konto getroffen. Unten liest du, was wir getan haben und warum.',
      what: 'Was wir getan haben',
      ground: 'Grundlage',
      facts: 'Der Sachverhalt',
      until: 'Gilt bis {date}',
      automated: 'Automatisiert',
      byPerson: 'Nein: Eine Mitarbeiterin oder ein Mitarbeiter hat das geprüft und entschieden.',
      appeal:
        'Bist du nicht einverstanden? Dann lege bis {date} über den Button unten Widerspruch ein; eine andere Person aus unserem Team prüft ihn. Du kannst dich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
      button: 'Entscheidung ansehen und widersprechen',
    },
    outcome: {
      subject: 'Das Ergebnis deiner Meldung',
      acted:
        'Wir haben deine Meldung vom {date} geprüft. Der Inhalt verstieß gegen das Gesetz oder unsere Bedingungen, und wir haben Maßnahmen ergriffen.',
      none: 'Wir haben deine Meldung vom {date} geprüft und keinen Verstoß gegen das Gesetz oder unsere Bedingungen gefunden. Wir haben daher nichts geändert.',
      reference: 'Aktenzeichen: {reference}',
      redress:
        'Bist du mit dieser Entscheidung nicht einverstanden? Teile es uns innerhalb von sechs Monaten über unser Meldeformular mit. Du kannst dich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
      button: 'Zum Meldeformular',
    },
    appealOutcome: {
      subject: 'Das Ergebnis deines Widerspruchs',
      upheld:
        'Eine andere Person aus unserem Team hat deinen Widerspruch geprüft. Die Entscheidung bleibt bestehen.',
      reversed:
        'Eine andere Person aus unserem Team hat deinen Widerspruch geprüft und die Entscheidung aufgehoben. Was wir entfernt oder eingeschränkt hatten, ist wiederhergestellt.',
      answer: 'Begründung',
      redress:
        'Du kannst dich weiterhin an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
      button: 'Entscheidung ansehen',
    },
    actions: {
      remove_photo: 'Eines deiner Fotos entfernt',
      remove_text: 'Den Text deines Profils entfernt',
      hide_profile: 'Dein Profil in Suche, Likes und Spiel verborgen',
      restrict_messaging: 'Das Senden von Nachrichten eingeschränkt',
      suspend: 'Dein Konto vorübergehend gesperrt',
      ban: 'Dein Konto dauerhaft gesperrt',
    },
    grounds: {
      illegal_content: 'Das Gesetz: rechtswidrige Inhalte',
      minor: 'Das Gesetz und unsere Bedingungen: Minderjährige sind nicht erlaubt',
      scam: 'Das Gesetz und unsere Bedingungen: Betrug',
      harassment: 'Unsere Bedingungen: Belästigung',
      fake_or_impersonation: 'Unsere Bedingungen: Fake-Profil oder Identitätsanmaßung',
      spam: 'Unsere Bedingungen: Spam',
      nudity: 'Unsere Bedingungen: Nacktheit, wo sie nicht erlaubt ist',
    },
  },
  fr: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {name},',
    closing: 'Cordialement,\nL’équipe de {site}',
    statement: {
      subject: 'Une décision concernant votre compte sur {site}',
      intro:
        'Nous avons pris une décision concernant votre compte. Vous trouverez ci-dessous ce que nous avons fait et pourquoi.',
      what: 'Ce que nous avons fait',
      ground: 'Motif',
      facts: 'Les faits',
      until: 'Jusqu’au {date}',
      automated: 'Automatisé',
      byPerson: 'Non : un membre de notre équipe a examiné la situation et décidé.',
      appeal:
        'Vous n’êtes pas d’accord ? Contestez jusqu’au {date} avec le bouton ci-dessous ; un autre membre de notre équipe examinera votre recours. Vous pouvez aussi vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.',
      button: 'Voir la décision et contester',
    },
    outcome: {
      subject: 'Le résultat de votre signalement',
      acted:
        'Nous avons examiné votre signalement du {date}. Le contenu enfreignait la loi ou nos conditions, et nous avons pris des mesures.',
      none: 'Nous avons examiné votre signalement du {date} et n’avons constaté aucune infraction à la loi ou à nos conditions ; nous n’avons donc rien modifié.',
      reference: 'Référence : {reference}',
      redress:
        'Vous n’êtes pas d’accord avec cette décision ? Dites-le-nous dans les six mois via notre formulaire de signalement. Vous pouvez aussi vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.',
      button: 'Vers le formulaire de signalement',
    },
    appealOutcome: {
      subject: 'Le résultat de votre recours',
      upheld: 'Un autre membre de notre équipe a examiné votre recours. La décision est maintenue.',
      reversed:
        'Un autre membre de notre équipe a examiné votre recours et annulé la décision. Ce que nous avions supprimé ou restreint a été rétabli.',
      answer: 'Explication',
      redress:
        'Vous pouvez encore vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.',
      button: 'Voir la décision',
    },
    actions: {
      remove_photo: 'Suppression d’une de vos photos',
      remove_text: 'Suppression du texte de votre profil',
      hide_profile: 'Profil masqué dans la recherche, les likes et le jeu',
      restrict_messaging: 'Envoi de messages restreint',
      suspend: 'Compte suspendu temporairement',
      ban: 'Compte bloqué définitivement',
    },
    grounds: {
      illegal_content: 'La loi : contenu illicite',
      minor: 'La loi et nos conditions : les mineurs ne sont pas admis',
      scam: 'La loi et nos conditions : escroquerie',
      harassment: 'Nos conditions : harcèlement',
      fake_or_impersonation: 'Nos conditions : faux profil ou usurpation d’identité',
      spam: 'Nos conditions : spam',
      nudity: 'Nos conditions : nudité là où elle n’est pas autorisée',
    },
  },
  es: {
    greeting: 'Hola:',
    greetingNamed: 'Hola, {name}:',
    closing: 'Un saludo,\nEl equipo de {site}',
    statement: {
      subject: 'Una decisión sobre tu cuenta en {site}',
      intro:
        'Hemos tomado una decisión sobre tu cuenta. A continuación te explicamos qué hemos hecho y por qué.',
      what: 'Qué hemos hecho',
      ground: 'Fundamento',
      facts: 'Los hechos',
      until: 'Hasta el {date}',
      automated: 'Automatizado',
      byPerson: 'No: una persona de nuestro equipo lo ha revisado y decidido.',
      appeal:
        '¿No estás de acuerdo? Recurre hasta el {date} con el botón de abajo; otra persona de nuestro equipo revisará tu recurso. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
      button: 'Ver la decisión y recurrir',
    },
    outcome: {
      subject: 'El resultado de tu denuncia',
      acted:
        'Hemos revisado tu denuncia del {date}. El contenido infringía la ley o nuestras condiciones, y hemos tomado medidas.',
      none: 'Hemos revisado tu denuncia del {date} y no hemos encontrado ninguna infracción de la ley ni de nuestras condiciones, así que no hemos cambiado nada.',
      reference: 'Referencia: {reference}',
      redress:
        '¿No estás de acuerdo con esta decisión? Dínoslo en un plazo de seis meses mediante nuestro formulario de denuncia. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
      button: 'Ir al formulario de denuncia',
    },
    appealOutcome: {
      subject: 'El resultado de tu recurso',
      upheld: 'Otra persona de nuestro equipo ha revisado tu recurso. La decisión se mantiene.',
      reversed:
        'Otra persona de nuestro equipo ha revisado tu recurso y ha anulado la decisión. Lo que habíamos eliminado o restringido se ha restablecido.',
      answer: 'Explicación',
      redress:
        'Aún puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
      button: 'Ver la decisión',
    },
    actions: {
      remove_photo: 'Hemos eliminado una de tus fotos',
      remove_text: 'Hemos eliminado el texto de tu perfil',
      hide_profile: 'Hemos ocultado tu perfil en la búsqueda, los likes y el juego',
      restrict_messaging: 'Hemos restringido el envío de mensajes',
      suspend: 'Hemos suspendido tu cuenta temporalmente',
      ban: 'Hemos bloqueado tu cuenta de forma definitiva',
    },
    grounds: {
      illegal_content: 'La ley: contenido ilícito',
      minor: 'La ley y nuestras condiciones: no se admiten menores',
      scam: 'La ley y nuestras condiciones: estafa',
      harassment: 'Nuestras condiciones: acoso',
      fake_or_impersonation: 'Nuestras condiciones: perfil falso o suplantación de identidad',
      spam: 'Nuestras condiciones: spam',
      nudity: 'Nuestras condiciones: desnudos donde no están permitidos',
    },
  },
  it: {
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {name},',
    closing: 'Un caro saluto,\nIl team di {site}',
    statement: {
      subject: 'Una decisione sul tuo account su {site}',
      intro:
        'Abbiamo preso una decisione sul tuo account. Qui sotto trovi cosa abbiamo fatto e perché.',
      what: 'Cosa abbiamo fatto',
      ground: 'Motivo',
      facts: 'I fatti',
      until: 'Fino al {date}',
      automated: 'Automatizzato',
      byPerson: 'No: una persona del nostro team ha esaminato il caso e deciso.',
      appeal:
        'Non sei d’accordo? Presenta ricorso entro il {date} con il pulsante qui sotto; un’altra persona del nostro team lo esaminerà. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un giudice.',
      button: 'Vedi la decisione e presenta ricorso',
    },
    outcome: {
      subject: 'L’esito della tua segnalazione',
      acted:
        'Abbiamo esaminato la tua segnalazione del {date}. Il contenuto violava la legge o le nostre condizioni e abbiamo preso provvedimenti.',
      none: 'Abbiamo esaminato la tua segnalazione del {date} e non abbiamo riscontrato violazioni della legge o delle nostre condizioni, quindi non abbiamo cambiato nulla.',
      reference: 'Riferimento: {reference}',
      redress:
        'Non sei d’accordo con questa decisione? Faccelo sapere entro sei mesi tramite il nostro modulo di segnalazione. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un giudice.',
      button: 'Vai al modulo di segnalazione',
    },
    appealOutcome: {
      subject: 'L’esito del tuo ricorso',
      upheld:
        'Un’altra persona del nostro team ha esaminato il tuo ricorso. La decisione resta valida.',
      reversed:
        'Un’altra persona del nostro team ha esaminato il tuo ricorso e annullato la decisione. Ciò che avevamo rimosso o limitato è stato ripristinato.',
      answer: 'Spiegazione',
      redress:
        'Puoi ancora rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un giudice.',
      button: 'Vedi la decisione',
    },
    actions: {
      remove_photo: 'Abbiamo rimosso una delle tue foto',
      remove_text: 'Abbiamo rimosso il testo del tuo profilo',
      hide_profile: 'Abbiamo nascosto il tuo profilo da ricerca, like e gioco',
      restrict_messaging: 'Abbiamo limitato l’invio di messaggi',
      suspend: 'Abbiamo sospeso temporaneamente il tuo account',
      ban: 'Abbiamo bloccato definitivamente il tuo account',
    },
    grounds: {
      illegal_content: 'La legge: contenuti illegali',
      minor: 'La legge e le nostre condizioni: i minori non sono ammessi',
      scam: 'La legge e le nostre condizioni: truffa',
      harassment: 'Le nostre condizioni: molestie',
      fake_or_impersonation: 'Le nostre condizioni: profilo falso o furto d’identità',
      spam: 'Le nostre condizioni: spam',
      nudity: 'Le nostre condizioni: nudità dove non è consentita',
    },
  },
  pl: {
    greeting: 'Cześć,',
    greetingNamed: 'Cześć {name},',
    closing: 'Pozdrawiamy\nZespół {site}',
    statement: {
      subject: 'Decyzja dotycząca Twojego konta w {site}',
      intro:
        'Podjęliśmy decyzję dotyczącą Twojego konta. Poniżej piszemy, co zrobiliśmy i dlaczego.',
      what: 'Co zrobiliśmy',
      ground: 'Podstawa',
      facts: 'Fakty',
      until: 'Do {date}',
      automated: 'Zautomatyzowane',
      byPerson: 'Nie: sprawę sprawdziła i rozstrzygnęła osoba z naszego zespołu.',
      appeal:
        'Nie zgadzasz się? Odwołaj się do {date} przyciskiem poniżej; odwołanie rozpatrzy inna osoba z naszego zespołu. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
      button: 'Zobacz decyzję i odwołaj się',
    },
    outcome: {
      subject: 'Wynik Twojego zgłoszenia',
      acted:
        'Sprawdziliśmy Twoje zgłoszenie z {date}. Treść naruszała prawo lub nasz regulamin i podjęliśmy działania.',
      none: 'Sprawdziliśmy Twoje zgłoszenie z {date} i nie stwierdziliśmy naruszenia prawa ani naszego regulaminu, więc niczego nie zmieniliśmy.',
      reference: 'Numer sprawy: {reference}',
      redress:
        'Nie zgadzasz się z tą decyzją? Napisz do nas w ciągu sześciu miesięcy przez formularz zgłoszeń. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
      button: 'Przejdź do formularza zgłoszeń',
    },
    appealOutcome: {
      subject: 'Wynik Twojego odwołania',
      upheld:
        'Inna osoba z naszego zespołu rozpatrzyła Twoje odwołanie. Decyzja zostaje utrzymana.',
      reversed:
        'Inna osoba z naszego zespołu rozpatrzyła Twoje odwołanie i uchyliła decyzję. To, co usunęliśmy lub ograniczyliśmy, zostało przywrócone.',
      answer: 'Wyjaśnienie',
      redress:
        'Nadal możesz zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
      button: 'Zobacz decyzję',
    },
    actions: {
      remove_photo: 'Usunęliśmy jedno z Twoich zdjęć',
      remove_text: 'Usunęliśmy tekst Twojego profilu',
      hide_profile: 'Ukryliśmy Twój profil w wyszukiwaniu, polubieniach i grze',
      restrict_messaging: 'Ograniczyliśmy wysyłanie wiadomości',
      suspend: 'Tymczasowo zawiesiliśmy Twoje konto',
      ban: 'Trwale zablokowaliśmy Twoje konto',
    },
    grounds: {
      illegal_content: 'Prawo: treści nielegalne',
      minor: 'Prawo i nasz regulamin: osoby niepełnoletnie są niedozwolone',
      scam: 'Prawo i nasz regulamin: oszustwo',
      harassment: 'Nasz regulamin: nękanie',
      fake_or_impersonation: 'Nasz regulamin: fałszywy profil lub podszywanie się',
      spam: 'Nasz regulamin: spam',
      nudity: 'Nasz regulamin: nagość tam, gdzie jest niedozwolona',
    },
  },
  sv: {
    greeting: 'Hej,',
    greetingNamed: 'Hej {name},',
    closing: 'Vänliga hälsningar\nTeamet på {site}',
    statement: {
      subject: 'Ett beslut om ditt konto på {site}',
      intro:
        'Vi har fattat ett beslut om ditt konto. Nedan kan du läsa vad vi har gjort och varför.',
      what: 'Vad vi har gjort',
      ground: 'Grund',
      facts: 'Omständigheterna',
      until: 'Gäller till {date}',
      automated: 'Automatiserat',
      byPerson: 'Nej: en person i vårt team har granskat och beslutat.',
      appeal:
        'Håller du inte med? Överklaga senast {date} med knappen nedan; en annan person i vårt team granskar din överklagan. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
      button: 'Se beslutet och överklaga',
    },
    outcome: {
      subject: 'Resultatet av din anmälan',
      acted:
        'Vi har granskat din anmälan från {date}. Innehållet bröt mot lagen eller våra villkor, och vi har vidtagit åtgärder.',
      none: 'Vi har granskat din anmälan från {date} och fann inget brott mot lagen eller våra villkor, så vi har inte ändrat något.',
      reference: 'Referens: {reference}',
      redress:
        'Håller du inte med om beslutet? Meddela oss inom sex månader via vårt anmälningsformulär. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
      button: 'Till anmälningsformuläret',
    },
    appealOutcome: {
      subject: 'Resultatet av din överklagan',
      upheld: 'En annan person i vårt team har granskat din överklagan. Beslutet står fast.',
      reversed:
        'En annan person i vårt team har granskat din överklagan och upphävt beslutet. Det vi hade tagit bort eller begränsat är återställt.',
      answer: 'Förklaring',
      redress:
        'Du kan fortfarande vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
      button: 'Se beslutet',
    },
    actions: {
      remove_photo: 'Tagit bort ett av dina foton',
      remove_text: 'Tagit bort texten i din profil',
      hide_profile: 'Dolt din profil i sök, gillningar och spelet',
      restrict_messaging: 'Begränsat att skicka meddelanden',
      suspend: 'Stängt av ditt konto tillfälligt',
      ban: 'Spärrat ditt konto för gott',
    },
    grounds: {
      illegal_content: 'Lagen: olagligt innehåll',
      minor: 'Lagen och våra villkor: minderåriga är inte tillåtna',
      scam: 'Lagen och våra villkor: bedrägeri',
      harassment: 'Våra villkor: trakasserier',
      fake_or_impersonation: 'Våra villkor: falsk profil eller identitetsstöld',
      spam: 'Våra villkor: spam',
      nudity: 'Våra villkor: nakenhet där det inte är tillåtet',
    },
  },
  nb: {
    greeting: 'Hei,',
    greetingNamed: 'Hei {name},',
    closing: 'Vennlig hilsen\nTeamet i {site}',
    statement: {
      subject: 'En avgjørelse om kontoen din på {site}',
      intro:
        'Vi har tatt en avgjørelse om kontoen din. Nedenfor kan du lese hva vi har gjort og hvorfor.',
      what: 'Hva vi har gjort',
      ground: 'Grunnlag',
      facts: 'Fakta',
      until: 'Gjelder til {date}',
      automated: 'Automatisert',
      byPerson: 'Nei: en person i teamet vårt har vurdert og avgjort dette.',
      appeal:
        'Er du uenig? Klag innen {date} med knappen nedenfor; en annen person i teamet vårt vurderer klagen. Du kan også henvende deg til et sertifisert organ for tvisteløsning utenfor domstolene eller til domstolene.',
      button: 'Se avgjørelsen og klag',
    },
    outcome: {
      subject: 'Utfallet av meldingen din',
      acted:
        'Vi har vurdert meldingen din fra {date}. Innholdet brøt med loven eller vilkårene våre, og vi har satt inn tiltak.',
      none: 'Vi har vurdert meldingen din fra {date} og fant ikke brudd på loven eller vilkårene våre, så vi har ikke endret noe.',
      reference: 'Referanse: {reference}',
      redress:
        'Er du uenig i avgjørelsen? Gi oss beskjed innen seks måneder via meldeskjemaet vårt. Du kan også henvende deg til et sertifisert organ for tvisteløsning utenfor domstolene eller til domstolene.',
      button: 'Til meldeskjemaet',
    },
    appealOutcome: {
      subject: 'Utfallet av klagen din',
      upheld: 'En annen person i teamet vårt har vurdert klagen din. Avgjørelsen står ved lag.',
      reversed:
        'En annen person i teamet vårt har vurdert klagen din og omgjort avgjørelsen. Det vi hadde fjernet eller begrenset, er gjenopprettet.',
      answer: 'Forklaring',
      redress:
        'Du kan fortsatt henvende deg til et sertifisert organ for tvisteløsning utenfor domstolene eller til domstolene.',
      button: 'Se avgjørelsen',
    },
    actions: {
      remove_photo: 'Fjernet ett av bildene dine',
      remove_text: 'Fjernet teksten i profilen din',
      hide_profile: 'Skjult profilen din i søk, likes og spillet',
      restrict_messaging: 'Begrenset sending av meldinger',
      suspend: 'Utestengt kontoen din midlertidig',
      ban: 'Sperret kontoen din for godt',
    },
    grounds: {
      illegal_content: 'Loven: ulovlig innhold',
      minor: 'Loven og vilkårene våre: mindreårige er ikke tillatt',
      scam: 'Loven og vilkårene våre: svindel',
      harassment: 'Vilkårene våre: trakassering',
      fake_or_impersonation: 'Vilkårene våre: falsk profil eller å utgi seg for en annen',
      spam: 'Vilkårene våre: spam',
      nudity: 'Vilkårene våre: nakenhet der det ikke er tillatt',
    },
  },
  da: {
    greeting: 'Hej,',
    greetingNamed: 'Hej {name},',
    closing: 'Venlig hilsen\nHoldet bag {site}',
    statement: {
      subject: 'En afgørelse om din konto på {site}',
      intro:
        'Vi har truffet en afgørelse om din konto. Nedenfor kan du læse, hvad vi har gjort og hvorfor.',
      what: 'Hvad vi har gjort',
      ground: 'Grundlag',
      facts: 'Fakta',
      until: 'Gælder til {date}',
      automated: 'Automatiseret',
      byPerson: 'Nej: en person fra vores team har vurderet og afgjort det.',
      appeal:
        'Er du uenig? Klag senest {date} med knappen nedenfor; en anden person fra vores team vurderer din klage. Du kan også gå til et certificeret organ for udenretslig tvistbilæggelse eller til domstolene.',
      button: 'Se afgørelsen og klag',
    },
    outcome: {
      subject: 'Resultatet af din anmeldelse',
      acted:
        'Vi har vurderet din anmeldelse fra {date}. Indholdet var i strid med loven eller vores vilkår, og vi har grebet ind.',
      none: 'Vi har vurderet din anmeldelse fra {date} og fandt ingen overtrædelse af loven eller vores vilkår, så vi har ikke ændret noget.',
      reference: 'Reference: {reference}',
      redress:
        'Er du uenig i afgørelsen? Giv os besked inden for seks måneder via vores anmeldelsesformular. Du kan også gå til et certificeret organ for udenretslig tvistbilæggelse eller til domstolene.',
      button: 'Til anmeldelsesformularen',
    },
    appealOutcome: {
      subject: 'Resultatet af din klage',
      upheld: 'En anden person fra vores team har vurderet din klage. Afgørelsen står ved magt.',
      reversed:
        'En anden person fra vores team har vurderet din klage og omgjort afgørelsen. Det, vi havde fjernet eller begrænset, er genoprettet.',
      answer: 'Forklaring',
      redress:
        'Du kan stadig gå til et certificeret organ for udenretslig tvistbilæggelse eller til domstolene.',
      button: 'Se afgørelsen',
    },
    actions: {
      remove_photo: 'Fjernet et af dine billeder',
      remove_text: 'Fjernet teksten i din profil',
      hide_profile: 'Skjult din profil i søgning, likes og spillet',
      restrict_messaging: 'Begrænset afsendelse af beskeder',
      suspend: 'Suspenderet din konto midlertidigt',
      ban: 'Spærret din konto permanent',
    },
    grounds: {
      illegal_content: 'Loven: ulovligt indhold',
      minor: 'Loven og vores vilkår: mindreårige er ikke tilladt',
      scam: 'Loven og vores vilkår: svindel',
      harassment: 'Vores vilkår: chikane',
      fake_or_impersonation: 'Vores vilkår: falsk profil eller at udgive sig for en anden',
      spam: 'Vores vilkår: spam',
      nudity: 'Vores vilkår: nøgenhed, hvor det ikke er tilladt',
    },
  },
  fi: {
    greeting: 'Hei,',
    greetingNamed: 'Hei {name},',
    closing: 'Ystävällisin terveisin\n{site}-tiimi',
    statement: {
      subject: 'Tiliäsi koskeva päätös palvelussa {site}',
      intro: 'Olemme tehneet tiliäsi koskevan päätöksen. Alta voit lukea, mitä teimme ja miksi.',
      what: 'Mitä teimme',
      ground: 'Peruste',
      facts: 'Tosiasiat',
      until: 'Voimassa {date} asti',
      automated: 'Automatisoitu',
      byPerson: 'Ei: tiimimme jäsen arvioi asian ja teki päätöksen.',
      appeal:
        'Oletko eri mieltä? Valita {date} mennessä alla olevalla painikkeella; valituksesi arvioi toinen tiimimme jäsen. Voit myös kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
      button: 'Katso päätös ja valita',
    },
    outcome: {
      subject: 'Ilmoituksesi lopputulos',
      acted:
        'Olemme käsitelleet {date} tekemäsi ilmoituksen. Sisältö rikkoi lakia tai ehtojamme, ja olemme ryhtyneet toimiin.',
      none: 'Olemme käsitelleet {date} tekemäsi ilmoituksen emmekä havainneet lain tai ehtojemme rikkomista, joten emme muuttaneet mitään.',
      reference: 'Viite: {reference}',
      redress:
        'Oletko eri mieltä päätöksestä? Kerro siitä kuuden kuukauden kuluessa ilmoituslomakkeellamme. Voit myös kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
      button: 'Ilmoituslomakkeeseen',
    },
    appealOutcome: {
      subject: 'Valituksesi lopputulos',
      upheld: 'Toinen tiimimme jäsen on käsitellyt valituksesi. Päätös pysyy voimassa.',
      reversed:
        'Toinen tiimimme jäsen on käsitellyt valituksesi ja kumonnut päätöksen. Se, mitä olimme poistaneet tai rajoittaneet, on palautettu.',
      answer: 'Perustelu',
      redress:
        'Voit yhä kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
      button: 'Katso päätös',
    },
    actions: {
      remove_photo: 'Poistimme yhden kuvistasi',
      remove_text: 'Poistimme profiilisi tekstin',
      hide_profile: 'Piilotimme profiilisi hausta, tykkäyksistä ja pelistä',
      restrict_messaging: 'Rajoitimme viestien lähettämistä',
      suspend: 'Jäädytimme tilisi määräajaksi',
      ban: 'Estimme tilisi pysyvästi',
    },
    grounds: {
      illegal_content: 'Laki: laiton sisältö',
      minor: 'Laki ja ehtomme: alaikäiset eivät ole sallittuja',
      scam: 'Laki ja ehtomme: huijaus',
      harassment: 'Ehtomme: häirintä',
      fake_or_impersonation: 'Ehtomme: valeprofiili tai toisena esiintyminen',
      spam: 'Ehtomme: roskaposti',
      nudity: 'Ehtomme: alastomuus, jossa se ei ole sallittua',
    },
  },
};
