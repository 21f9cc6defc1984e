import { SMS_CODE_MINUTES } from '@dating/shared-contracts/api';

/** Polish says 1 minutę, 2-4 minuty, 5+ minut. */
const polishMinutes = (minutes: number): string => {
  const form = new Intl.PluralRules('pl-PL').select(minutes);
  return `${minutes} ${form === 'one' ? 'minutę' : form === 'few' ? 'minuty' : 'minut'}`;
};

/** The SMS with the direct-debit code, in the member's language (English where none). */
const SMS_TEXTS: Readonly<Record<string, (code: string, minutes: number) => string>> = {
  nl: (code, minutes) =>
    `Je code voor de automatische incasso is ${code}. Hij is ${minutes} minuten geldig. Deel deze code met niemand.`,
  en: (code, minutes) =>
    `Your direct debit code is ${code}. It is valid for ${minutes} minutes. Do not share this code with anyone.`,
  da: (code, minutes) =>
    `Din kode til direkte debitering er ${code}. Den er gyldig i ${minutes} minutter. Del ikke koden med nogen.`,
  de: (code, minutes) =>
    `Dein Code für die Lastschrift lautet ${code}. Er ist ${minutes} Minuten gültig. Gib diesen Code niemandem weiter.`,
  es: (code, minutes) =>
    `Tu código para la domiciliación bancaria es ${code}. Es válido durante ${minutes} minutos. No compartas este código con nadie.`,
  fi: (code, minutes) =>
    `Suoraveloituksen koodisi on ${code}. Se on voimassa ${minutes} minuuttia. Älä kerro koodia kenellekään.`,
  fr: (code, minutes) =>
    `Votre code de prélèvement est ${code}. Il est valable ${minutes} minutes. Ne communiquez ce code à personne.`,
  it: (code, minutes) =>
    `Il tuo codice per l'addebito diretto è ${code}. È valido per ${minutes} minuti. Non condividere questo codice con nessuno.`,
  nb: (code, minutes) =>
    `Koden din for direktedebitering er ${code}. Den er gyldig i ${minutes} minutter. Ikke del koden med noen.`,
  pl: (code, minutes) =>
    `Twój kod do polecenia zapłaty to ${code}. Jest ważny przez ${polishMinutes(minutes)}. Nie podawaj go nikomu.`,
  sv: (code, minutes) =>
    `Din kod för autogiro är ${code}. Den gäller i ${minutes} minuter. Dela inte koden med någon.`,
};

export function directDebitSms(language: string, code: string): string {
  const text = Object.hasOwn(SMS_TEXTS, language) ? SMS_TEXTS[language]! : SMS_TEXTS.en!;
  return text(code, SMS_CODE_MINUTES);
}
