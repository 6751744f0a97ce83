// Path segments ({name}) of the calls that have them. TypeScript widens the JSON's path strings, so
// these names are listed here for the compile-time check of call() parameters; a test keeps this
// list equal to the {segments} of the catalogue's paths.
export const pathParams = {
  'codeMap.values': ['id'],
  'config.client': ['id'],
  'config.restoreSettings': ['key'],
  'config.style': ['fileName'],
  'config.updateClient': ['id'],
  'landing.localeFile': ['locale'],
  'landing.saveLocaleFile': ['locale'],
} as const;
