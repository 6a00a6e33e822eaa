import { randomUUID } from 'node:crypto';
import {
  AUTH_ID,
  AUTH_ID_LABEL,
  CONTENT_TYPE_OF,
  PARTNER_COMPANY_MESSAGE,
  sniffFileType,
} from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { scanUpload, type UploadScanDeps } from '../../http/scanUpload.ts';
import { emailChannel, emailKeys, sendInvitations, telChannel, telKeys } from '../invitation/index.ts';
import {
  countSubcontractors,
  deleteRelation,
  findSubcontractor,
  insertPartnerCompany,
  linkCompany,
  listSubcontractors,
  membersBelongingTo,
  pendingPartnerInvitations,
  putLogo,
  updatePartnerCompany,
  usesProduct,
} from './queries.ts';
import { partnerColumnsOf, toWirePendingPartnerInvitation, toWireSubcontractor } from './wire.ts';

/** A logo body: the largest logo plus multipart overhead. */
const LOGO_BODY_BYTES = 6 * 1024 * 1024;

/** The company's own relation; another company's, or none, answers the same 403 so ids cannot be probed. */
const mustFind = async (db: Db, companyId: number, id: number) => {
  const row = await findSubcontractor(db, companyId, id);
  if (!row) throw forbidden(PARTNER_COMPANY_MESSAGE.notFound);
  return row;
};

const written = async (db: Db, companyId: number, id: number) => ({
  success: true as const,
  data: toWireSubcontractor(await mustFind(db, companyId, id)),
});

/**
 * The logo's bytes must pass the malware scan (ADR 013) and be a jpeg, gif or png whatever
 * the client said; stored under a key of ours.
 */
const storeLogo = async (deps: UploadScanDeps, companyId: number, file: Blob) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  await scanUpload(deps, bytes, 'name' in file ? String(file.name) : 'logo', 'logo');
  const type = sniffFileType(bytes.subarray(0, 16));
  if (type !== 'jpeg' && type !== 'png' && type !== 'gif')
    throw validationFailed({ logo: [PARTNER_COMPANY_MESSAGE.logoType] });
  const storageKey = `company-logos/${companyId}/${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`;
  const mime = CONTENT_TYPE_OF[type];
  await deps.adapters.storage.put(storageKey, bytes, mime);
  return { storageKey, mime };
};

/**
 * /setting/subcontractor (core §7): the company's partner companies (協力会社).
 * Who may call is the settings rule of permissions/routeAccess.ts (CALL_AREAS
 * 'setting-subcontractor': office_update or contract authority, never free,
 * core §6); tenancy is the relation's company. See docs/adr/010.
 */
export const subcontractorRoutes = [
  implement('getSubcontractors', async ({ db, query, company }) => {
    const { rows, total } = await listSubcontractors(db, {
      companyId: company.id,
      keyword: query.keyword,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toWireSubcontractor), total };
  }),

  implement('init_subcontractor', async ({ db, company }) => ({
    auth_options: [AUTH_ID.cooperation, AUTH_ID.partnerForeman].map((id) => ({
      auth_id: id,
      name: AUTH_ID_LABEL[id],
    })),
    pending_invitations: (await pendingPartnerInvitations(db, company.id)).map(
      toWirePendingPartnerInvitation,
    ),
    count_total: await countSubcontractors(db, company.id),
  })),

  implement('regist_company', async ({ db, body, company }) => {
    const id = await insertPartnerCompany(db, company.id, partnerColumnsOf(body));
    return written(db, company.id, id);
  }),

  implement('registExistsCompany', async ({ db, body, company }) => {
    if (body.company_id === company.id)
      throw validationFailed({ company_id: [PARTNER_COMPANY_MESSAGE.self] });
    // An unknown id and a company without members of its own answer alike.
    if (!(await usesProduct(db, body.company_id)))
      throw validationFailed({ company_id: [PARTNER_COMPANY_MESSAGE.notUsingProduct] });
    const id = await linkCompany(db, company.id, body.company_id);
    if (id === undefined) throw validationFailed({ company_id: [PARTNER_COMPANY_MESSAGE.alreadyLinked] });
    return written(db, company.id, id);
  }),

  implement(
    'updateCompany',
    async ({ db, body, company, deps }) => {
      const row = await mustFind(db, company.id, body.id);
      if (!row.relation.owned) throw forbidden(PARTNER_COMPANY_MESSAGE.notOwned);
      const logo = body.logo ? await storeLogo(deps, row.company.id, body.logo) : undefined;
      await updatePartnerCompany(db, row.company.id, partnerColumnsOf(body), deps.now());
      if (logo) {
        const replaced = await putLogo(db, row.company.id, logo, deps.now());
        if (replaced) await deps.adapters.storage.delete(replaced);
      }
      return written(db, company.id, body.id);
    },
    { maxBodyBytes: LOGO_BODY_BYTES },
  ),

  implement('deleteSubcontractor', async ({ db, params, company, deps }) => {
    const row = await mustFind(db, company.id, params.id);
    if ((await membersBelongingTo(db, company.id, row.company.id)) > 0)
      throw validationFailed({ id: [PARTNER_COMPANY_MESSAGE.hasMembers] });
    const { logoKey } = await deleteRelation(db, row);
    if (logoKey) await deps.adapters.storage.delete(logoKey);
    return { success: true as const };
  }),

  implement('inviteSubcontractors', async ({ c, db, body, member, company, auth, deps }) => {
    const row = await mustFind(db, company.id, body.id);
    const actor = { member, company, officeId: auth.officeId };
    const sent =
      body.invitation_type === 2
        ? await sendInvitations(
            c,
            actor,
            body,
            emailKeys(body.invitations),
            emailChannel(deps, company, member),
            row.company.id,
          )
        : await sendInvitations(
            c,
            actor,
            body,
            telKeys(body.invitations),
            telChannel(deps, company),
            row.company.id,
          );
    return { success: true as const, data: sent.invitations };
  }),
];
