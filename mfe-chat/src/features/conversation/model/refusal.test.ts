import { anApiError } from '@dating/shared-contracts/testing';
import { refusalOf } from './refusal';

it('takes the number of chats a free member may start from the API’s refusal', () => {
  expect(refusalOf(anApiError(403, 'free_chat_limit', { max: 3 }), 0)).toEqual({
    kind: 'free_chat_limit',
    max: 3,
  });
});

it('falls back to the shared limit when an older API sends no number', () => {
  expect(refusalOf(anApiError(403, 'free_chat_limit'), 0)).toEqual({
    kind: 'free_chat_limit',
    max: 2,
  });
});
