/**
 * The session check's paths (init_data_pc and init_data_sp of the user family), apart from the
 * family's schemas: an app's first-load script can send the check before the family has arrived
 * (apps/web's earlySessionCheck.ts), and the catalogue entries read their paths from here.
 */
export const INIT_DATA_PATHS = {
  pc: '/api/user/pc/init_data_pc/{firstPathSegment}',
  sp: '/api/user/init_data_sp',
} as const;
