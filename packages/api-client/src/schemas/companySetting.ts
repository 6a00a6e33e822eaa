import {
  companyTeamSchema,
  occupationSchema,
  workerSettingSchema,
  workingHoursSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZWireId } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { ZTimeDefaultCompany } from './user.ts';

/** One named item of a company's settings list: an occupation (職種) or a team (チーム). */
export const ZSettingItem = lazySchema(() => z.object({ id: ZWireId, name: z.string() }));
export type TSettingItem = z.infer<typeof ZSettingItem>;

/** An occupation on /setting/occupations, with how many members' worker lists name it (such an occupation cannot be deleted). */
export const ZOccupation = lazySchema(() => ZSettingItem.extend({ member_count: z.number().int().min(0) }));
export type TOccupation = z.infer<typeof ZOccupation>;

export const ZGetOccupationsResponse = lazySchema(() => z.object({ data: z.array(ZOccupation) }));
export type TGetOccupationsResponse = z.infer<typeof ZGetOccupationsResponse>;

export const ZOccupationWriteRequest = occupationSchema;
export type TOccupationWriteRequest = z.input<typeof ZOccupationWriteRequest>;
export const ZOccupationWriteResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: ZOccupation }),
);

/** A team on /setting/company-team, with how many cases carry it (the case list filters by these names). */
export const ZCompanyTeam = lazySchema(() => ZSettingItem.extend({ project_count: z.number().int().min(0) }));
export type TCompanyTeam = z.infer<typeof ZCompanyTeam>;

export const ZGetCompanyTeamsResponse = lazySchema(() => z.object({ data: z.array(ZCompanyTeam) }));
export type TGetCompanyTeamsResponse = z.infer<typeof ZGetCompanyTeamsResponse>;

export const ZCompanyTeamWriteRequest = companyTeamSchema;
export type TCompanyTeamWriteRequest = z.input<typeof ZCompanyTeamWriteRequest>;
export const ZCompanyTeamWriteResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: ZCompanyTeam }),
);

/** /setting/worker: the auths whose members must fill the worker list (core §3 company_auth_worker_requires). */
export const ZWorkerSetting = lazySchema(() =>
  z.object({ company_auth_worker_requires: z.array(z.number().int()) }),
);
export type TWorkerSetting = z.infer<typeof ZWorkerSetting>;
export const ZWorkerSettingRequest = workerSettingSchema;
export type TWorkerSettingRequest = z.input<typeof ZWorkerSettingRequest>;
export const ZWorkerSettingWriteResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: ZWorkerSetting }),
);

/** /setting/daily-attendance: the company's default working hours (the init data's TimeDefaultCompany). */
export const ZDailyAttendanceSettingRequest = workingHoursSchema;
export type TDailyAttendanceSettingRequest = z.input<typeof ZDailyAttendanceSettingRequest>;
export const ZDailyAttendanceSettingWriteResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: ZTimeDefaultCompany,
  }),
);
