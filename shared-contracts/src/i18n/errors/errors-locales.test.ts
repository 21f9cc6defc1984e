import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ERROR_CODES } from '../../api/error-codes';
import { translationProblems } from '../../testing/translations';

it('has every error text in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});

it('has a Dutch text for every error code the API answers with', () => {
  const dutch = JSON.parse(readFileSync(path.join(__dirname, 'nl.json'), 'utf8')) as Record<
    string,
    string
  >;
  // A text with a number may come in plural forms only (`<code>_one`, `<code>_other`).
  expect(API_ERROR_CODES.filter((code) => !dutch[code] && !dutch[`${code}_other`])).toEqual([]);
});

it('keeps the Dutch error texts word for word', () => {
  const dutch = JSON.parse(readFileSync(path.join(__dirname, 'nl.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(dutch.login_failed).toBe('Login mislukt, probeer opnieuw');
  expect(dutch.too_many_attempts).toBe(
    'Te veel foute pogingen, account voor {{minutes}} min geblokkeerd.',
  );
  expect(dutch.link_expired).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
  expect(dutch.too_many_reset_mails).toBe(
    'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  );
  expect(dutch.internal_error).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
});
