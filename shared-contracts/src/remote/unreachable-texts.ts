/**
 * What an error says when the error texts themselves could not be loaded: the member's
 * connection is gone, so this is that error's own text (`errors.network_error`), kept in the
 * code that shows errors, in every language we serve. A test holds it equal to the texts.
 */
export const UNREACHABLE_TEXTS: Readonly<Record<string, string>> = {
  da: 'Ingen forbindelse til serveren. Tjek din internetforbindelse, og prøv igen.',
  de: 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung und versuch es noch einmal.',
  en: 'Can’t connect to the server. Please check your internet connection and try again.',
  es: 'No hay conexión con el servidor. Comprueba tu conexión a internet y vuelve a intentarlo.',
  fi: 'Ei yhteyttä palvelimeen. Tarkista internetyhteytesi ja yritä uudelleen.',
  fr: 'Impossible de joindre le serveur. Vérifiez votre connexion Internet et réessayez.',
  it: 'Impossibile connettersi al server. Controlla la connessione a Internet e riprova.',
  nb: 'Ingen forbindelse med serveren. Sjekk internettforbindelsen din og prøv igjen.',
  nl: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  pl: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  sv: 'Ingen anslutning till servern. Kontrollera din internetanslutning och försök igen.',
};
