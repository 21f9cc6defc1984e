import type { ApiErrorCode } from './error-codes';

/**
 * Dutch texts of the error codes (spec section 8 where it gives them). The front end owns
 * the other languages; these are the `nl` source.
 */
export const API_ERROR_MESSAGES_NL: Record<ApiErrorCode, string> = {
  authentication_required: 'Log in om verder te gaan.',
  login_failed: 'Login mislukt, probeer opnieuw',
  too_many_attempts: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.',
  email_not_found: 'E-mailadres niet gevonden',
  link_expired: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  too_many_reset_mails: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  activation_failed: 'Activeren mislukt',
  payment_failed: 'Betaling mislukt',
  code_not_found: 'Code niet gevonden',
  code_used: 'Code reeds gebruikt',
  code_invalid: 'Code ongeldig',
  invalid_birth_date: 'Ongeldige geboortedatum.',
  too_young: 'Je moet minimaal {min_age} jaar oud zijn.',
  invalid_email: 'Ongeldig e-mailadres.',
  name_equals_email: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
  name_starts_with_at: 'Je naam mag niet met @ beginnen.',
  account_exists: 'Er bestaat al een account met dit e-mailadres. Log in of herstel je wachtwoord.',
  account_deleted:
    'Het account met dit e-mailadres is verwijderd. Gebruik de link in je e-mail om het te heractiveren.',
  email_taken: 'Dit e-mailadres is al in gebruik.',
  passwords_not_equal: 'De wachtwoorden zijn niet gelijk.',
  password_too_short: 'Je wachtwoord moet minimaal {min_length} tekens lang zijn.',
  wrong_password: 'Het wachtwoord is onjuist.',
  signups_closed: 'Aanmelden is op dit moment niet mogelijk.',
  field_required: 'Dit veld is verplicht.',
  field_invalid: 'Deze waarde is ongeldig.',
  validation_failed: 'Controleer de gemarkeerde velden.',
  not_found: 'Niet gevonden',
  too_many_requests: 'Te veel verzoeken, probeer het later opnieuw.',
  internal_error: 'Er is een fout opgetreden, probeer het later opnieuw.',
};
