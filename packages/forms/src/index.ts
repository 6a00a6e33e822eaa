export * from './ForgotPasswordForm/index.ts';
export * from './FormKit/index.ts';
export * from './LoginEmailForm/index.ts';
export * from './ProjectForm/index.ts';
export * from './ResetPasswordForm/index.ts';
export * from './SmsCodeForm/index.ts';
export * from './SmsRequestForm/index.ts';
export * from './TermsAgreementForm/index.ts';
