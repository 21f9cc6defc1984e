import { ApiError, type ApiErrorBody } from '@dating/shared-contracts';

/**
 * Fetches a file of the staff API (an export) with the staff cookie and hands it to the
 * browser to save as `filename`. A refusal becomes the contracts' ApiError, as for any call,
 * so the screen says what went wrong instead of saving an error as the file.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  filename: string,
): Promise<void> {
  let response: Response;
  try {
    response = await globalThis.fetch(`${path}?${new URLSearchParams(query)}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const text = await response.text();
  if (!response.ok) {
    let body: Partial<ApiErrorBody> | undefined;
    try {
      body = JSON.parse(text) as Partial<ApiErrorBody>;
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, body);
  }
  const type = filename.endsWith('.csv') ? 'text/csv' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
