import { isApiError } from '@dating/shared-contracts';
import { callEndpoint, staffQueueEndpoints } from '@dating/shared-contracts/api';
import { failure, fakeStaffApi, noContent, ok } from '../testing/fake-staff-api';
import { callWithoutAnswer, createStaffApi } from './staff-api';

describe("the console's API client", () => {
  it('sends JSON to its own origin with the staff cookie, and reads the answer', async () => {
    const seen: RequestInit[] = [];
    const api = fakeStaffApi().on(
      staffQueueEndpoints.decide,
      ok({ decisionId: '1', undoUntil: 'x' }),
    );
    const fetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    const answer = await callEndpoint(createStaffApi(), staffQueueEndpoints.decide, {
      params: { id: '12' },
      body: { action: 'dismiss', text: 'Niets aan de hand.' },
    });
    expect(answer).toEqual({ decisionId: '1', undoUntil: 'x' });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/staff-api/queue/12/decision',
      body: { action: 'dismiss', text: 'Niets aan de hand.' },
    });
    expect(seen[0]).toMatchObject({
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('puts the query in the address and takes an empty answer (204)', async () => {
    const api = fakeStaffApi()
      .on(staffQueueEndpoints.queue, ok({ items: [], counts: {}, oldestAgeSeconds: null }))
      .on(staffQueueEndpoints.release, noContent());
    const client = createStaffApi();
    await callEndpoint(client, staffQueueEndpoints.queue, { query: { kind: 'photo' } });
    await expect(
      callWithoutAnswer(client, staffQueueEndpoints.release, { params: { id: '3' } }),
    ).resolves.toBeUndefined();
    expect(api.calls.map((call) => [call.path, call.query.toString()])).toEqual([
      ['/staff-api/queue', 'kind=photo'],
      ['/staff-api/queue/3/release', ''],
    ]);
  });

  it('throws the API error with its code and params, and calls back on a session that ended', async () => {
    fakeStaffApi()
      .on(staffQueueEndpoints.claim, failure(409, 'item_claimed', { holder: 'Ahmed' }))
      .on(staffQueueEndpoints.item, failure(401, 'staff_authentication_required'));
    const ended = jest.fn();
    const client = createStaffApi({ onAuthenticationRequired: ended });
    const claimed = await callEndpoint(client, staffQueueEndpoints.claim, {
      params: { id: '1' },
    }).catch((error: unknown) => error);
    expect(isApiError(claimed) && [claimed.status, claimed.code, claimed.params]).toEqual([
      409,
      'item_claimed',
      { holder: 'Ahmed' },
    ]);
    expect(ended).not.toHaveBeenCalled();
    await expect(
      callEndpoint(client, staffQueueEndpoints.item, { params: { id: '1' } }),
    ).rejects.toMatchObject({ status: 401, code: 'staff_authentication_required' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure and an answer that is not JSON into errors with codes', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      callEndpoint(createStaffApi(), staffQueueEndpoints.item, { params: { id: '1' } }),
    ).rejects.toMatchObject({ status: 0, code: 'network_error' });
    globalThis.fetch = async () =>
      ({ ok: false, status: 502, text: async () => '<html>Bad gateway</html>' }) as Response;
    await expect(
      callEndpoint(createStaffApi(), staffQueueEndpoints.item, { params: { id: '1' } }),
    ).rejects.toMatchObject({ status: 502, code: 'unknown_error' });
  });
});
