import { z } from 'zod';
import { hasNoControlChars, INPUT_MESSAGE } from '../input/bounds.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/** A check on an entered string and the message shown when it fails. */
export type Rule = readonly [ok: (value: string) => boolean, message: string];

/** Blank means nothing but spaces (half- or full-width): a Japanese user sees such a field as empty. */
export const isBlank = (s: string): boolean => s.trim() === '';

/** A form's optional text as a payload stores it: trimmed, and null when blank. */
export const blankToNull = (s: string): string | null => (isBlank(s) ? null : s.trim());

/** How a text field reads its raw value before the rules. */
export type TextFieldOptions = {
  /** Remove surrounding spaces first (an e-mail pasted with a trailing space). */
  readonly trim?: boolean;
  /**
   * Refuse a raw value longer than this before any rule runs, so a huge value
   * costs nothing more (a 100 MB password is not spread into an array).
   */
  readonly maxRaw?: number;
  /**
   * Refuse tab and line breaks too. Other control characters (NUL, ESC, DEL…)
   * are always refused; tab and line breaks stay allowed by default because
   * memo fields are multiline.
   */
  readonly singleLine?: boolean;
};

const controlCharRule = (singleLine: boolean): Rule => [
  (v) => hasNoControlChars(v, { multiline: !singleLine }),
  INPUT_MESSAGE.controlChars,
];

/** Bound before any rule: a value no field of the spec comes near (the longest is 10,000). */
export const RAW_TEXT_MAX = 10_000;

/**
 * A string field that reports only the first failing rule, so the server's
 * 422 and the form show one message per field. A missing or non-string value
 * gets `typeMessage` (normally the field's "required" message) instead of
 * zod's English default. The raw length is bounded first (`maxRaw`, aborting).
 */
export const textField = (
  typeMessage: string,
  rules: readonly Rule[],
  { trim = false, maxRaw = RAW_TEXT_MAX, singleLine = false }: TextFieldOptions = {},
) => {
  let base = z.string({ error: typeMessage });
  if (trim) base = base.trim();
  return base
    .max(maxRaw, { error: TEXT_MESSAGE.maxLength(maxRaw), abort: true })
    .superRefine((value, ctx) => {
      for (const [ok, message] of [...rules, controlCharRule(singleLine)]) {
        if (!ok(value)) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });
};

/** A required string: blank gives `requiredMessage`, then the other rules in order. */
export const requiredText = (
  requiredMessage: string,
  rules: readonly Rule[] = [],
  options: TextFieldOptions = {},
) => textField(requiredMessage, [[(v) => !isBlank(v), requiredMessage], ...rules], options);

/**
 * An optional string: absent, `null` and blank are accepted; anything else
 * must pass the rules. The error for a wrong type reuses the first rule's message.
 */
export const optionalText = (
  rules: readonly Rule[],
  { trim = false, maxRaw = RAW_TEXT_MAX, singleLine = false }: TextFieldOptions = {},
) => {
  let base = z.string({ error: rules[0]?.[1] ?? INPUT_MESSAGE.text });
  if (trim) base = base.trim();
  return base
    .max(maxRaw, { error: TEXT_MESSAGE.maxLength(maxRaw), abort: true })
    .superRefine((value, ctx) => {
      if (isBlank(value)) return;
      for (const [ok, message] of [...rules, controlCharRule(singleLine)]) {
        if (!ok(value)) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    })
    .nullish();
};
