import type { DeleteAccountInput } from '@wellpath/shared/user/account-data';
import { useApiMutation } from '@/api/resources';
import { download } from '@/lib/api-client';

/**
 * Downloads the member's data: the ZIP is fetched with the session's bearer token (a plain link
 * could not send it), then saved through a temporary link to the blob.
 */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await download('GET /user/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'wellpath-data.zip';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started saving it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `POST /api/user/delete-account`: the password and the typed confirmation. */
export function useDeleteAccountMutation() {
  return useApiMutation('POST /user/delete-account', (body: DeleteAccountInput) => [{ body }]);
}
