import type { Decorator } from '@storybook/react-vite';
import type { FormSubmitResult } from '../FormKit/submitResult.ts';

/** The width a login card gives its form (400 px card minus padding). */
export const formFrame: Decorator = (Story) => <div style={{ maxWidth: 352 }}>{Story()}</div>;

/** An onSubmit that answers like a server after a short wait. */
export const answerAfter =
  (result: FormSubmitResult, ms = 300) =>
  (): Promise<FormSubmitResult> =>
    new Promise((resolve) => setTimeout(() => resolve(result), ms));
