import {
  ACCOUNT_CHANGE_STATUS,
  accountChangeTokenField,
  accountDeleteSchema,
  accountEmailSchema,
  accountPasswordSchema,
  accountProfileSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZWireDateTime } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { ZUser } from './user.ts';

/** Profile edit: `{ name1, name2, kana1, kana2 }` (accountProfileSchema of @genba/validators). */
export const ZUpdateAccountProfileRequest = accountProfileSchema;
export type TUpdateAccountProfileRequest = z.input<typeof ZUpdateAccountProfileRequest>;
export const ZUpdateAccountProfileResponse = lazySchema(() =>
  z.object({ success: z.literal(true), user: ZUser }),
);

/** Password change: `{ current_password, password, password_confirmation }`. */
export const ZChangeAccountPasswordRequest = accountPasswordSchema;
export type TChangeAccountPasswordRequest = z.input<typeof ZChangeAccountPasswordRequest>;
/** `ended_sessions`: how many of the account's other sessions (other browsers and phones) were ended. */
export const ZChangeAccountPasswordResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    ended_sessions: z.number().int().min(0),
  }),
);

/** Core §4 account change status: 1 auth waiting, 2 expired, 3 completed. */
export const ZAccountChangeStatus = lazySchema(() =>
  z.union([
    z.literal(ACCOUNT_CHANGE_STATUS.authWaiting),
    z.literal(ACCOUNT_CHANGE_STATUS.expired),
    z.literal(ACCOUNT_CHANGE_STATUS.completed),
  ]),
);

/** One e-mail change: the address asked for, its status and when its link stops working. */
export const ZAccountChange = lazySchema(() =>
  z.object({
    status: ZAccountChangeStatus,
    email: z.string(),
    expires_at: ZWireDateTime,
  }),
);
export type TAccountChange = z.infer<typeof ZAccountChange>;

/** E-mail change: `{ email, current_password }`. */
export const ZRequestAccountEmailChangeRequest = accountEmailSchema;
export type TRequestAccountEmailChangeRequest = z.input<typeof ZRequestAccountEmailChangeRequest>;

/** The newest e-mail change of the session user, or null when none was asked for. */
export const ZGetAccountEmailChangeResponse = lazySchema(() =>
  z.object({ change: ZAccountChange.nullable() }),
);

/** `{token}` of /account-change/{token}. */
export const ZAccountChangeParams = lazySchema(() => z.object({ token: accountChangeTokenField }));
export type TAccountChangeParams = z.input<typeof ZAccountChangeParams>;

/** Account deletion: `{ current_password }` or, for an account without a password, `{ auth_number }`. */
export const ZDeleteAccountRequest = accountDeleteSchema;
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
