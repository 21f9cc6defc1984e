/** Static pages (`/pages/{token}`, `/{token}`): the screen, and its queries for a server render. */
export { StaticPageScreen } from './components/static-page-screen';
export { companyInfoQuery } from './api/get-company-info';
export { pageContentQuery } from './api/get-page-content';
export { contentLanguage } from './lib/pages';
export { resolveToken } from './lib/resolve-token';
