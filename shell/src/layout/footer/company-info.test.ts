import type { ApiClient } from '@dating/shared-contracts';
import { loadCompanyInfo } from './company-info';

const anApi = (get: jest.Mock): ApiClient =>
  ({ get, post: jest.fn(), put: jest.fn(), delete: jest.fn(), beacon: jest.fn() }) as ApiClient;

it('asks the API once and shares the answer', async () => {
  const get = jest
    .fn()
    .mockResolvedValue({ companyinfo: { name: 'Vonk BV', added: '2024-02-02' } });
  const api = anApi(get);
  const [first, second] = await Promise.all([loadCompanyInfo(api), loadCompanyInfo(api)]);
  expect(await loadCompanyInfo(api)).toBe(first);
  expect(second).toEqual({ name: 'Vonk BV', added: '2024-02-02' });
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/api/companyinfo.php');
});

it('answers null when the API fails, without throwing', async () => {
  const logged = expectConsoleError('[shell] company info unavailable');
  const api = anApi(jest.fn().mockRejectedValue(new Error('down')));
  await expect(loadCompanyInfo(api)).resolves.toBeNull();
  expect(logged).toEqual([['[shell] company info unavailable', expect.any(Error)]]);
});
