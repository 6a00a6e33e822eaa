export { FormMessages } from './FormMessages.tsx';
export {
  applyServerErrors,
  type FormFailure,
  type FormSubmitHandler,
  type FormSubmitResult,
  failureMessages,
  renameFieldErrors,
  UNKNOWN_FAILURE_MESSAGE,
} from './submitResult.ts';
export {
  type ServerAction,
  type ServerActionState,
  type ServerActionStatus,
  useServerAction,
} from './useServerAction.ts';
export { type ServerForm, type UseServerFormOptions, useServerForm } from './useServerForm.ts';
