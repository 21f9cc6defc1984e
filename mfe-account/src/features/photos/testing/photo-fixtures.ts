import {
  endpoints,
  type ArrangePhotosBody,
  type OwnPhoto,
  type PhotosResponse,
} from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';

export const aPhoto = (id: string, overrides: Partial<OwnPhoto> = {}): OwnPhoto => ({
  id,
  status: 'active',
  url: `/media/u/7/${id}.jpg`,
  thumb_url: `/media/u/7/${id}_t.jpg`,
  locked: false,
  main: false,
  ...overrides,
});

/**
 * The member's photos as the server holds them: the list, arrange and delete stubs share
 * one state, so a change shows in the next GET, as it would.
 */
export function photosServer(photos: OwnPhoto[], max = 3) {
  const state: PhotosResponse = { photos, max };
  const arrange = jest.fn(async ({ body = {} }: { body?: ArrangePhotosBody }) => {
    if (body.order) {
      state.photos = body.order.map((id) => state.photos.find((p) => p.id === id)!);
    }
    if (body.main) state.photos = state.photos.map((p) => ({ ...p, main: p.id === body.main }));
    return { ...state };
  });
  /** Takes the file as the API does: a new photo, processing, at the end of the list. */
  const upload = jest.fn(async ({ body }: { body: FormData }) => {
    void body;
    const photo: OwnPhoto = {
      ...aPhoto(String(100 + state.photos.length)),
      status: 'processing',
      url: null,
      thumb_url: null,
    };
    state.photos = [...state.photos, photo];
    return { photo: { ...photo } };
  });
  const remove = jest.fn(async ({ query }: { query: { id: string } }) => {
    state.photos = state.photos.filter((p) => p.id !== query.id);
    return { ok: true as const };
  });
  return {
    state,
    arrange,
    remove,
    upload,
    /** The names of the files the API received, in order. */
    uploadedNames: () => upload.mock.calls.map(([{ body }]) => (body.get('photo') as File).name),
    stubs: [
      answer(endpoints.photos.upload, async (input) => ({ photo: (await upload(input)).photo })),
      answer(endpoints.photos.list, async () => ({ ...state })),
      answer(endpoints.photos.arrange, arrange),
      answer(endpoints.photos.remove, remove),
    ],
  };
}
