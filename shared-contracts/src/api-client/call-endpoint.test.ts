import type { TLiteral, TObject, TString } from 'typebox';
import { defineEndpoint } from '../api/define-endpoint';
import { endpoints } from '../api/endpoints';
import type { ApiClient } from './api-client';
import { callEndpoint } from './call-endpoint';

// What callEndpoint hands the transport, and a scripted answer.
function recordingApi(answer: unknown = { ok: true }) {
  const requests: unknown[][] = [];
  const api: ApiClient = {
    request: async (...args) => {
      requests.push(args);
      return answer;
    },
    beacon: () => undefined,
  };
  return { api, requests };
}

it('calls the method and path of the endpoint, and answers what the API answered', async () => {
  const chats = { chats: [], total_unread_messages: 0 };
  const { api, requests } = recordingApi(chats);
  const answer = await callEndpoint(api, endpoints.chats.list);
  expect(answer.total_unread_messages).toBe(0);
  expect(requests).toEqual([['GET', '/api/chats.php', {}]]);
});

it('passes the query and the body', async () => {
  const { api, requests } = recordingApi();
  await callEndpoint(api, endpoints.members.search, { query: { page: 2, per_page: 24 } });
  await callEndpoint(api, endpoints.user.loginOrPush, {
    query: { push: 1 },
    body: {
      subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } },
    },
  });
  expect(requests).toEqual([
    ['GET', '/api/search.php', { query: { page: 2, per_page: 24 } }],
    [
      'POST',
      '/api/user.php',
      {
        query: { push: 1 },
        body: {
          subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } },
        },
      },
    ],
  ]);
});

it('hands a multipart endpoint its FormData as it is', async () => {
  const { api, requests } = recordingApi({ photo: {} });
  const form = new FormData();
  form.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'me.jpg');
  await callEndpoint(api, endpoints.photos.upload, { query: { locked: true }, body: form });
  expect(requests).toEqual([['POST', '/api/photos.php', { query: { locked: true }, body: form }]]);
  expect((requests[0]![2] as { body: FormData }).body.get('photo')).toBeInstanceOf(Blob);
});

it('fills in path params', async () => {
  const photo = defineEndpoint<{
    params: TObject<{ id: TString }>;
    response: { 200: TObject<{ ok: TLiteral<true> }> };
  }>()({ method: 'DELETE', path: '/api/photos/:id', access: 'member' });
  const { api, requests } = recordingApi();
  await callEndpoint(api, photo, { params: { id: 'a b' } });
  expect(requests).toEqual([['DELETE', '/api/photos/a%20b', {}]]);
});

it('takes exactly the input the endpoint declares (checked by the compiler)', async () => {
  const { api } = recordingApi();
  // A required body cannot be left out...
  // @ts-expect-error the signup body is required
  await callEndpoint(api, endpoints.account.signup);
  // ...nor can a query go to an endpoint that takes none...
  // @ts-expect-error chats.php takes no query
  await callEndpoint(api, endpoints.chats.list, { query: { page: 1 } });
  // ...and the body has the endpoint's fields and types.
  // @ts-expect-error profile_id is an id string
  await callEndpoint(api, endpoints.members.like, { body: { profile_id: 7 } });
  // A multipart endpoint takes its body as FormData only.
  // @ts-expect-error the upload's body is a FormData
  await callEndpoint(api, endpoints.photos.upload, { body: { photo: 'x' } });
  // A redirect link has no JSON answer to call for.
  // @ts-expect-error the activation link redirects
  await callEndpoint(api, endpoints.account.activateLink, { query: { token: 't' } });
});
