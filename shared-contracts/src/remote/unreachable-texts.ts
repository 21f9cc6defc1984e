/**
 * What an error says when the error texts themselves could not be loaded: the member's
 * connection is gone, so this is the first sentence of that error's own text
 * (`errors.network_error`), kept in the code that shows errors, in every language we serve.
 * A test holds it equal to the texts.
 */
export const UNREACHABLE_TEXTS: Readonly<Record<string, string>> = {
  da: 'Ingen forbindelse til serveren.',
  de: 'Keine Verbindung zum Server.',
  en: 'Can’t connect to the server.',
  es: 'No hay conexión con el servidor.',
  fi: 'Ei yhteyttä palvelimeen.',
  fr: 'Impossible de joindre le serveur.',
  it: 'Impossibile connettersi al server.',
  nb: 'Ingen forbindelse med serveren.',
  nl: 'Geen verbinding met de server.',
  pl: 'Brak połączenia z serwerem.',
  sv: 'Ingen anslutning till servern.',
};
