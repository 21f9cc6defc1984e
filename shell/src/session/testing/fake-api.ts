import type { ApiClient } from '@dating/shared-contracts';
import type { ChatEntry, LikedByEntry, ProfileCard } from '@dating/shared-contracts/api';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly payload?: unknown;
}

/** Answers by `METHOD path`; a call nobody answers rejects, so a test sees it. */
export type Answers = Record<string, (payload?: unknown) => unknown>;

/** A small in-test ApiClient that records every call. */
export function fakeApi(answers: Answers) {
  const calls: ApiCall[] = [];
  const handle = (method: string, path: string, payload?: unknown): Promise<never> => {
    calls.push({ method, path, payload });
    const answer = answers[`${method} ${path}`];
    if (!answer) return Promise.reject(new Error(`unanswered ${method} ${path}`));
    try {
      return Promise.resolve(answer(payload) as never);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const api: ApiClient = {
    get: (path, query) => handle('GET', path, query),
    post: (path, body) => handle('POST', path, body),
    put: (path, body) => handle('PUT', path, body),
    delete: (path, body) => handle('DELETE', path, body),
    beacon: (path, body) => void calls.push({ method: 'BEACON', path, payload: body }),
  };
  const count = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path).length;
  return { api, calls, count };
}

const aCard = (id: string) => ({ id, name: `Profiel ${id}` }) as unknown as ProfileCard;

/** A chat entry with this many unread messages. */
export const aChat = (id: string, unread: number): ChatEntry => ({
  conversation: { id, messages: [], last_message_at: '2026-01-02T09:00:00.000Z' },
  profile: aCard(id),
  num_unread_messages: unread,
});

/** A received like, new or seen. */
export const aLike = (id: string, isNew: boolean): LikedByEntry => ({
  id,
  like_new: isNew,
  created_at: '2026-01-02T09:00:00.000Z',
  profile: aCard(id),
});
