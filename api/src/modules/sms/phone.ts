/**
 * Mobile numbers of the countries where the direct-debit form is offered, normalised to
 * E.164 (decision 0122, providers part). A number without a country code is read as the
 * member's country's; only mobile ranges count (the code goes by SMS).
 */
const MOBILE: Readonly<Record<string, { code: string; national: RegExp }>> = {
  // 06 and eight digits.
  NL: { code: '31', national: /^6[0-9]{8}$/ },
  // 045x-049x and six more digits.
  BE: { code: '32', national: /^4[5-9][0-9]{7}$/ },
  // 015x, 016x, 017x: ten or eleven digits after the 0.
  DE: { code: '49', national: /^1[5-7][0-9]{8,9}$/ },
};

/** The number as E.164 (`+31612345678`), or null when it is not a mobile number we serve. */
export function normalizeMobile(input: string, memberCountry: string): string | null {
  let value = input.replace(/[\s().\-/]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  if (!/^\+?[0-9]+$/.test(value)) return null;
  if (value.startsWith('+')) {
    for (const { code, national } of Object.values(MOBILE)) {
      if (!value.startsWith(`+${code}`)) continue;
      // "+31 (0)6 …": the trunk 0 some people keep after the country code.
      const rest = value.slice(code.length + 1).replace(/^0/, '');
      return national.test(rest) ? `+${code}${rest}` : null;
    }
    return null;
  }
  const home = MOBILE[memberCountry.toUpperCase()];
  if (!home || !value.startsWith('0')) return null;
  const rest = value.slice(1);
  return home.national.test(rest) ? `+${home.code}${rest}` : null;
}

/** The number mostly hidden, as the member recognises it: "+31 6 •••• 5678". */
export function phoneHint(e164: string): string {
  const entry = Object.values(MOBILE).find(({ code }) => e164.startsWith(`+${code}`));
  const code = entry?.code ?? e164.slice(1, 3);
  const national = e164.slice(code.length + 1);
  return `+${code} ${national.slice(0, 1)} •••• ${national.slice(-4)}`;
}
