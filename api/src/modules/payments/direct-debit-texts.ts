import { SMS_CODE_MINUTES } from '@dating/shared-contracts/api';

/** The SMS with the direct-debit code, in the member's language (English where none). */
const SMS_TEXTS: Readonly<Record<string, (code: string, minutes: number) => string>> = {
  nl: (code, minutes) =>
    `Je code voor de automatische incasso is ${code}. Hij is ${minutes} minuten geldig. Deel deze code met niemand.`,
  en: (code, minutes) =>
    `Your direct debit code is ${code}. It is valid for ${minutes} minutes. Do not share this code with anyone.`,
  de: (code, minutes) =>
    `Dein Code für die Lastschrift lautet ${code}. Er ist ${minutes} Minuten gültig. Gib diesen Code niemandem weiter.`,
  fr: (code, minutes) =>
    `Votre code de prélèvement est ${code}. Il est valable ${minutes} minutes. Ne communiquez ce code à personne.`,
};

export function directDebitSms(language: string, code: string): string {
  return (SMS_TEXTS[language] ?? SMS_TEXTS.en!)(code, SMS_CODE_MINUTES);
}
