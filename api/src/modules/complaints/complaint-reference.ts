import { randomInt } from 'node:crypto';
import { COMPLAINT_REFERENCE_ALPHABET } from '@dating/shared-contracts/api';

/**
 * A new reference, `KL-7F3K-9QX2`: eight characters of a 32-letter alphabet from the
 * system's random source (40 bits), so nobody guesses another sender's reference.
 */
export function newComplaintReference(): string {
  const pick = () => COMPLAINT_REFERENCE_ALPHABET[randomInt(COMPLAINT_REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `KL-${group()}-${group()}`;
}
