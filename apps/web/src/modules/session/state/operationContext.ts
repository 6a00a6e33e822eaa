/**
 * The three operation headers every call carries (talk §7, core §7):
 * who acts (member), for which company, and on which project (field).
 * Member and company come from the init data; the field follows the route.
 * The api-client reads it at each call and writes the headers.
 */
export type OperationIds = {
  memberId: number | null;
  companyId: number | null;
  fieldId: number | null;
};

export type OperationContext = {
  readonly get: () => Readonly<OperationIds>;
  readonly set: (patch: Partial<OperationIds>) => void;
  readonly clear: () => void;
};

const empty: OperationIds = { memberId: null, companyId: null, fieldId: null };

export const createOperationContext = (): OperationContext => {
  let ids: OperationIds = { ...empty };
  return {
    get: () => ids,
    set: (patch) => {
      ids = { ...ids, ...patch };
    },
    clear: () => {
      ids = { ...empty };
    },
  };
};

/**
 * The project a route is about: `/talk/12`, `/album/12`, or `?field_id=12`
 * (the spec names projects "fields"). Null when the route is not about one.
 */
export const fieldIdFromLocation = (pathname: string, search = ''): number | null => {
  const fromQuery = new URLSearchParams(search).get('field_id');
  if (fromQuery && /^\d+$/.test(fromQuery)) return Number(fromQuery);
  const match = /^\/(?:talk|album|daily|board|schedule-board|attendance)\/(\d+)(?:\/|$)/.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
};
