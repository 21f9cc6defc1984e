// The jest-dom matchers that jest.setup.ts installs, for the type-checker: the base
// tsconfig lists only the jest and node types. Belongs in the root types/ folder.
/// <reference types="@testing-library/jest-dom" />
