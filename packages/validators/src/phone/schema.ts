import { requiredText } from '../internal/schema.ts';
import { isValidJapanesePhone } from './phone.ts';

/** The messages of a phone field where the form gives no more specific ones (as the company and worker-list forms word them). */
export const PHONE_MESSAGE = {
  required: '電話番号を入力してください。',
  invalid: '正しい電話番号を入力してください。',
} as const;

/**
 * A required Japanese phone number (isValidJapanesePhone). Like every schema
 * here it validates without transforming: call `normalizePhone` before
 * sending or storing it (core §5: +81 becomes 0, hyphens removed). Pass the
 * form's own messages where it has them.
 */
export const phoneNumberSchema = ({
  required = PHONE_MESSAGE.required,
  invalid = PHONE_MESSAGE.invalid,
}: {
  required?: string;
  invalid?: string;
} = {}) => requiredText(required, [[isValidJapanesePhone, invalid]]);
