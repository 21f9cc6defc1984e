/** Support phone of spec section 9: dashes and spaces removed, for a tel: link. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}
