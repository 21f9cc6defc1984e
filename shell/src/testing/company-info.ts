import { endpoints, type CompanyInfo } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';

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

/** The footer's company info, which every page of the chrome asks for. */
export const companyInfoAnswer = (overrides: Partial<CompanyInfo> = {}) =>
  answer(endpoints.site.companyInfo, () => ({ companyinfo: aCompanyInfo(overrides) }));
