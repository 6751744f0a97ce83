// Path segments ({name}) of the calls that have them. TypeScript widens the JSON's path strings, so
// these names are listed here for the compile-time check of call() parameters; a test keeps this
// list equal to the {segments} of the catalogue's paths.
export const pathParams = {
  'config.client': ['id'],
  'config.style': ['fileName'],
} as const;
