import { isValidIban, normalizeIban, type DirectDebitBody } from '@dating/shared-contracts/api';
import type { Consent } from '../../transactions';

/** The direct-debit form as the member typed it (the IBAN in groups of four). */
export interface DirectDebitForm {
  readonly accountHolder: string;
  readonly iban: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly city: string;
  readonly phone: string;
  readonly mandate: boolean;
  readonly consent: Consent;
}

export type FieldName =
  'accountHolder' | 'iban' | 'street' | 'houseNumber' | 'postcode' | 'city' | 'phone';

export const FIELD_NAMES: readonly FieldName[] = [
  'accountHolder',
  'iban',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'phone',
];

export const EMPTY_FORM: DirectDebitForm = {
  accountHolder: '',
  iban: '',
  street: '',
  houseNumber: '',
  postcode: '',
  city: '',
  phone: '',
  mandate: false,
  consent: { immediate: false, withdrawalTerms: false },
};

/**
 * Why a value is refused, as a text key: `required`, the shared `iban_invalid` and
 * `phone_invalid`, or null. The server checks all of it again (mod-97, the number's country).
 */
export type FieldProblem = 'required' | 'tooShort' | 'iban_invalid' | 'phone_invalid';

const PHONE = /^\+?[0-9 ()./-]{8,20}$/;

export function fieldProblem(name: FieldName, value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (name === 'accountHolder' && trimmed.length < 2) return 'tooShort';
  if (name === 'iban' && !isValidIban(trimmed)) return 'iban_invalid';
  if (name === 'phone' && (!PHONE.test(trimmed) || trimmed.replace(/\D/g, '').length < 8)) {
    return 'phone_invalid';
  }
  return null;
}

export type FieldProblems = Partial<Record<FieldName, FieldProblem>>;

export function formProblems(form: DirectDebitForm): FieldProblems {
  const problems: FieldProblems = {};
  for (const name of FIELD_NAMES) {
    const problem = fieldProblem(name, form[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The API's field names (`iban`, `house_number`) to the form's. */
const API_FIELDS: Readonly<Record<string, FieldName>> = {
  account_holder: 'accountHolder',
  iban: 'iban',
  street: 'street',
  house_number: 'houseNumber',
  postcode: 'postcode',
  city: 'city',
  phone: 'phone',
};

export const fieldOfApi = (field: string): FieldName | undefined =>
  API_FIELDS[field.replace(/^(\/|body\.|body\/)/, '')];

/** The request body, without the key (the screen adds it: one key per intended purchase). */
export function toBody(
  form: DirectDebitForm,
  packageId: string,
  extra: { discountCode?: string | undefined; returnTo?: string | undefined },
): Omit<DirectDebitBody, 'idempotency_key'> {
  return {
    package_id: packageId,
    account_holder: form.accountHolder.trim(),
    iban: normalizeIban(form.iban),
    street: form.street.trim(),
    house_number: form.houseNumber.trim(),
    postcode: form.postcode.trim(),
    city: form.city.trim(),
    phone: form.phone.trim(),
    mandate: true,
    consent_immediate: true,
    consent_withdrawal_terms: true,
    ...(extra.discountCode ? { discount_code: extra.discountCode } : {}),
    ...(extra.returnTo ? { return_to: extra.returnTo } : {}),
  };
}
