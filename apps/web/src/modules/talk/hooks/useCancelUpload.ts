import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** cancelUpload for `createUploadCancel`: tells the server an upload is cancelled; true when it answered. */
export const useCancelUpload = () => {
  const { client } = useApi();
  return useCallback(
    async (upload_id: string) => (await client.call('cancelUpload', { body: { upload_id } })).ok,
    [client],
  );
};
