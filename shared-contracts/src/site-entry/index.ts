// `@dating/shared-contracts/site-entry`: the warnings' rule and texts for the server (the
// main entry, which the API cannot load, has the rule too); the texts are apart from the
// main entry so a page that shows no warning does not carry them.
export * from './site-entry';
export * from './site-entry-texts';
