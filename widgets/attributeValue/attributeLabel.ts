// The label of a server attribute in the user's language. The server names its attributes in one
// language; the console translates those it knows by key (renderer.attribute.<key>), but only when
// the server's label is the one the console knows for that key in English: an attribute that the
// server labels otherwise (an entity's CN labelled "Name" where a user's is "User ID") keeps the
// server's label, as does any attribute the console has no key for.

/** t of i18next, or a stand-in: a key in, a text out (a missing key with defaultValue gives it). */
export type LabelTranslate = (key: string, options?: { lng?: string; defaultValue?: string }) => string;

export function attributeLabel(t: LabelTranslate, key: string, serverLabel?: string): string {
  const textKey = `renderer.attribute.${key}`;
  // A translation that does not know the key gives it back (or nothing, with an empty default).
  const english = t(textKey, { lng: 'en', defaultValue: '' });
  if (!english || english.includes(textKey)) return serverLabel ?? key;
  if (serverLabel && serverLabel !== english) return serverLabel;
  return t(textKey);
}
