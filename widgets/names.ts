// The registry names live on the ground floor (domain/registryNames.ts), where the generated
// definition types can name them too; widgets and the validator import them from here as before.
export * from '../domain/registryNames.ts';
