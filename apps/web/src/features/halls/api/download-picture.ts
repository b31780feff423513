import { API_KEY_HEADER } from '@rentals/shared';
import { ApiError, networkError } from '../../../shared/api/client';
import { getApiKey } from '../../../shared/api/config';

/**
 * GET /users/download-picture?picture: the cake picture as a file. A plain link cannot send
 * the key header, so the file is fetched, then saved through an object URL.
 */
export async function downloadPicture(picture: string, fileName: string) {
  let response: Response;
  try {
    response = await fetch(`/api/users/download-picture?picture=${encodeURIComponent(picture)}`, {
      headers: { [API_KEY_HEADER]: getApiKey() },
      credentials: 'include',
    });
  } catch (err) {
    throw networkError(err);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
