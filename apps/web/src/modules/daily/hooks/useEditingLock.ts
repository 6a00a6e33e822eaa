import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { createEditingLock, type LockState } from '../state/editingLock.ts';

/**
 * The edit page's lock on one daily: taken on open (editing-post), renewed while the page is open,
 * released on leaving or by `release()` after saving. A browser closed without leaving lets the
 * server's 600000 ms expiry free it.
 */
export const useEditingLock = (dailyId: number, active: boolean) => {
  const { client } = useApi();
  const [state, setState] = useState<LockState>({ status: 'pending' });
  const lockRef = useRef<ReturnType<typeof createEditingLock> | null>(null);
  useEffect(() => {
    if (!active) return;
    const lock = createEditingLock(
      {
        acquire: async () => {
          const res = await client.call('daily_management_editing_post', { body: { daily_id: dailyId } });
          return res.ok
            ? { ok: true as const, by: res.data.editing_member_name }
            : { ok: false as const, message: res.messages.join(' ') };
        },
        release: () => client.call('daily_management_editing', { query: { daily_id: dailyId } }),
      },
      setState,
    );
    lockRef.current = lock;
    void lock.open();
    return () => {
      void lock.close();
    };
  }, [client, dailyId, active]);
  return { state, release: () => lockRef.current?.close() ?? Promise.resolve() };
};
