import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@trellis/shared/student-plans';
import { apiFile, apiNoContent } from '../../../lib/api-client';

/** `GET /account/data`: everything Trellis keeps about the user, as the JSON file the server names. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () =>
      apiFile(
        '/account/data',
        {},
        { accept: 'application/json', fallbackName: 'trellis-data.json' },
      ),
  });
}

/** `DELETE /account`: the password is checked first; then the account and its plans are gone. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiNoContent('/account', { method: 'DELETE', body }),
  });
}
