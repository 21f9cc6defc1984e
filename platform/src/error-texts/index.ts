/**
 * The API's error texts as a component shows them, shared apart from the platform's main
 * module (like the router facade): only a page whose code shows an API error loads it. It
 * reads the contexts it needs from the main module (`ErrorTextsContext`, React's binding of
 * i18next), so whichever copy of it a page runs meets the one platform.
 */
export * from './use-error-text';
export * from './use-api-error-message';
