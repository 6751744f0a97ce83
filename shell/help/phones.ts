/** Help-desk phone numbers come as one string ("a, b") or a list. */
export function phoneNumbers(value: string | string[] | undefined): string[] {
  const all = Array.isArray(value) ? value : (value ?? '').split(/[,;]/);
  return all.map((phone) => phone.trim()).filter((phone) => phone !== '');
}

/** A tel: link keeps only digits and the leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
