import type { ApiClient } from '@dating/shared-contracts';
import type { CompanyInfo } from '@dating/shared-contracts/api';

/** The company behind the test site; added before 2023-12-01, so the terms keep that date. */
export const aCompanyInfo = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  name: 'Vonk Media BV',
  address: 'Herengracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: [],
  vat_numbers: [],
  support_phone: '020 999 99 99',
  delete_discount: 0,
  added: '2020-01-01 00:00:00',
  ...overrides,
});

/**
 * A GET that answers the footer's company info, which every page of the chrome asks for, and
 * hands any other path to `others` (by default a rejection, like the strict API client).
 */
export function answeringCompanyInfo(
  others: ApiClient['get'] = (path) =>
    Promise.reject(new Error(`unexpected API call in test: GET ${path}`)),
): ApiClient['get'] {
  return <T>(path: string, query?: Parameters<ApiClient['get']>[1]) =>
    path === '/api/companyinfo.php'
      ? Promise.resolve({ companyinfo: aCompanyInfo() } as T)
      : others<T>(path, query);
}
