// The org chart's email shortcuts as mailto links: one person, the whole team (addresses joined by
// semicolons, as mail clients of the product's users expect) and a person's link shared with a
// subject and body. Every part is percent-encoded, so a name or value holding ?, &, #, = or a line
// break cannot add a header or cut the link.

/** An address as a mailto path part: percent-encoded, the @ kept readable. */
function encodeAddress(address: string): string {
  return encodeURIComponent(address).replace(/%40/g, '@');
}

const addressesOf = (emails: readonly string[]): string[] =>
  [...new Set(emails.map((e) => e.trim()).filter((e) => e !== '' && e.includes('@')))];

/** Mail to one person; undefined when the person has no address. */
export function mailToPerson(email: string): string | undefined {
  const [address] = addressesOf([email]);
  return address === undefined ? undefined : `mailto:${encodeAddress(address)}`;
}

/** Mail to every address of a team, once each, joined by semicolons; undefined when none has one. */
export function mailToTeam(emails: readonly string[]): string | undefined {
  const addresses = addressesOf(emails);
  return addresses.length === 0 ? undefined : `mailto:${addresses.map(encodeAddress).join(';')}`;
}

/** A mail without recipient whose subject and body share a link (both texts already translated). */
export function shareByMail(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
