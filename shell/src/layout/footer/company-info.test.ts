import { endpoints, type CompanyInfoResponse } from '@dating/shared-contracts/api';
import { answer, strictApiClient } from '@dating/shared-contracts/testing';
import { loadCompanyInfo } from './company-info';

const anApi = (respond: () => Promise<CompanyInfoResponse>) =>
  strictApiClient([answer(endpoints.site.companyInfo, respond)]);

it('asks the API once and shares the answer', async () => {
  const api = anApi(async () => ({
    companyinfo: { name: 'Vonk BV', added: '2024-02-02' } as CompanyInfoResponse['companyinfo'],
  }));
  const [first, second] = await Promise.all([loadCompanyInfo(api), loadCompanyInfo(api)]);
  expect(await loadCompanyInfo(api)).toBe(first);
  expect(second).toEqual({ name: 'Vonk BV', added: '2024-02-02' });
  expect(api.calls).toEqual([{ method: 'GET', path: endpoints.site.companyInfo.path }]);
});

it('answers null when the API fails, without throwing', async () => {
  const logged = expectConsoleError('[shell] company info unavailable');
  const api = anApi(() => Promise.reject(new Error('down')));
  await expect(loadCompanyInfo(api)).resolves.toBeNull();
  expect(logged).toEqual([['[shell] company info unavailable', expect.any(Error)]]);
});
