import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { ADMIN_USER_MESSAGE, adminRoleSchema } from './adminUser.ts';
import { ADMIN_ROLE } from './permissions.ts';

describe('adminRoleSchema', () => {
  it('accepts the two roles and asks for one otherwise, in Japanese', () => {
    for (const role of Object.values(ADMIN_ROLE)) expect(adminRoleSchema.parse(role)).toBe(role);
    for (const value of [undefined, null, 2, '0', -1])
      expect(issuesOf(adminRoleSchema, value), JSON.stringify(value)).toEqual({
        '': [ADMIN_USER_MESSAGE.roleRequired],
      });
  });
});
