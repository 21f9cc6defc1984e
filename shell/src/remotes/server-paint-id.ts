/** The page's element with the server's first paint (api/src/modules/frontend/server-page.ts). */
export const SERVER_PAINT_ID = 'ssr';
