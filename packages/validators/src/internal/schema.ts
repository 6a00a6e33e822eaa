import { z } from 'zod';

/** A check on an entered string and the message shown when it fails. */
export type Rule = readonly [ok: (value: string) => boolean, message: string];

/** Blank means nothing but spaces (half- or full-width): a Japanese user sees such a field as empty. */
export const isBlank = (s: string): boolean => s.trim() === '';

/**
 * A string field that reports only the first failing rule, so the server's
 * 422 and the form show one message per field. A missing or non-string value
 * gets `typeMessage` (normally the field's "required" message) instead of
 * zod's English default.
 */
export const textField = (typeMessage: string, rules: readonly Rule[]) =>
  z.string({ error: typeMessage }).superRefine((value, ctx) => {
    for (const [ok, message] of rules) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });

/** A required string: blank gives `requiredMessage`, then the other rules in order. */
export const requiredText = (requiredMessage: string, rules: readonly Rule[] = []) =>
  textField(requiredMessage, [[(v) => !isBlank(v), requiredMessage], ...rules]);

/**
 * An optional string: absent, `null` and blank are accepted; anything else
 * must pass the rules. The error for a wrong type reuses the first rule's message.
 */
export const optionalText = (rules: readonly Rule[]) =>
  z
    .string({ error: rules[0]?.[1] ?? '文字列で入力してください。' })
    .superRefine((value, ctx) => {
      if (isBlank(value)) return;
      for (const [ok, message] of rules) {
        if (!ok(value)) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    })
    .nullish();
