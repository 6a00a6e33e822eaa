import { useCallback, useRef, useState } from 'react';
import { type FormSubmitResult, failureMessages, UNKNOWN_FAILURE_MESSAGE } from './submitResult.ts';

export type ServerActionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export type ServerActionState = {
  readonly status: ServerActionStatus;
  /** Why the last run failed (for `FormMessages`); empty unless `status` is 'failed'. */
  readonly messages: readonly string[];
};

export type ServerAction<A extends unknown[]> = ServerActionState & {
  /** Runs the action; a call while one is pending is ignored. */
  readonly run: (...args: A) => Promise<void>;
  readonly pending: boolean;
  readonly succeeded: boolean;
  /** Back to idle (hides the last outcome). */
  readonly reset: () => void;
};

const idle: ServerActionState = { status: 'idle', messages: [] };

/**
 * A server call behind a button that is not the form's submit (再送信,
 * delete, mark as read): pending while it runs (pass `pending` to the
 * Button's `loading`), the server's messages when it fails, a success flag
 * for a confirmation. It takes the same `FormSubmitResult` as a form's
 * `onSubmit`, so an api-client call is returned as it is; a rejected promise
 * shows 通信に失敗しました。….
 */
export const useServerAction = <A extends unknown[]>(
  action: (...args: A) => Promise<FormSubmitResult>,
): ServerAction<A> => {
  const [state, setState] = useState<ServerActionState>(idle);
  // The latest action without re-creating `run`; the flag blocks double presses before React re-renders.
  const actionRef = useRef(action);
  actionRef.current = action;
  const running = useRef(false);

  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'pending', messages: [] });
    try {
      const result = await actionRef.current(...args);
      setState(
        result && result.ok === false
          ? { status: 'failed', messages: failureMessages(result) }
          : { status: 'succeeded', messages: [] },
      );
    } catch {
      setState({ status: 'failed', messages: [UNKNOWN_FAILURE_MESSAGE] });
    } finally {
      running.current = false;
    }
  }, []);

  const reset = useCallback(() => setState(idle), []);

  return {
    ...state,
    run,
    reset,
    pending: state.status === 'pending',
    succeeded: state.status === 'succeeded',
  };
};
