import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  PHOTO_UPLOAD_FIELD,
  photosEndpoints,
  type ArrangePhotosBody,
  type PhotosResponse,
} from '@dating/shared-contracts/api';

const photosKey = () => endpointKey(photosEndpoints.list, {});
/** How often the list is read again while a photo is still being processed. */
export const PROCESSING_POLL_MS = 2000;

/** GET /api/photos.php: the member's photos and limit; polled while one is processing. */
export function usePhotos() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: photosKey(),
    queryFn: () => callEndpoint(api, photosEndpoints.list),
    refetchInterval: (query) =>
      query.state.data?.photos.some((photo) => photo.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });
}

/**
 * The shell's session shows the main photo (the nav, the "add a photo" alert): it reads the
 * user again after a change that may move it.
 */
function useRefreshSession() {
  const { bus } = useRemoteProps();
  return () => bus.emit({ type: 'session/refresh-requested' });
}

/** POST /api/photos.php (multipart): one file; the list then holds it as processing. */
export function useUploadPhoto() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PHOTO_UPLOAD_FIELD, file, file.name);
      return callEndpoint(api, photosEndpoints.upload, { body: form });
    },
    onSuccess: ({ photo }) => {
      queryClient.setQueryData<PhotosResponse>(photosKey(), (list) =>
        list ? { ...list, photos: [...list.photos, photo] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: photosKey() });
    },
  });
}

/** PUT /api/photos.php: a new order and/or main photo; the answer is the whole list. */
export function useArrangePhotos() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (body: ArrangePhotosBody) => callEndpoint(api, photosEndpoints.arrange, { body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(photosKey(), answer);
      if (body.main) refreshSession();
    },
  });
}

/** DELETE /api/photos.php?id=: the photo and its files; the main photo passes on. */
export function useDeletePhoto() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api, photosEndpoints.remove, { query: { id } }),
    onSuccess: () => {
      refreshSession();
      return queryClient.invalidateQueries({ queryKey: photosKey() });
    },
  });
}
