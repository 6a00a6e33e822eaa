import { useState } from 'react';

type WriteResult = { ok: boolean; messages?: readonly string[] };

/**
 * The writes of a settings screen (folders, tag groups): each outcome shows in the screen's one
 * status line (`done`, or the server's messages), and a success reloads the list through `reload`.
 */
export const useSettingsWrite = (reload: () => Promise<unknown>) => {
  const [status, setStatus] = useState<string | null>(null);
  const write = async <R extends WriteResult>(call: Promise<R>, done: string): Promise<R> => {
    const result = await call;
    setStatus(result.ok ? done : (result.messages ?? []).join('\n'));
    if (result.ok) await reload();
    return result;
  };
  return { status, write };
};
