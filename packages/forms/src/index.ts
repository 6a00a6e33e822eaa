export * from './ForgotPasswordForm/index.ts';
export {
  type FormFailure,
  type FormSubmitHandler,
  type FormSubmitResult,
  UNKNOWN_FAILURE_MESSAGE,
} from './internal/submitResult.ts';
export * from './LoginEmailForm/index.ts';
export * from './ResetPasswordForm/index.ts';
export * from './SmsCodeForm/index.ts';
export * from './SmsRequestForm/index.ts';
export * from './TermsAgreementForm/index.ts';
