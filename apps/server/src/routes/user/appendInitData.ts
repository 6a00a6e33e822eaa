import type { TAppendInitDataResponse, TAppendInitPiece } from '@genba/api-client/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { Caller } from '../../http/implement.ts';
import { listPopupNews } from '../talkNews/newsQueries.ts';
import { companiesOfUser } from './queries.ts';
import { toWireBelongCompany } from './wire.ts';

type PieceLoader<K extends TAppendInitPiece> = (
  db: Db,
  caller: Caller,
) => Promise<NonNullable<TAppendInitDataResponse[K]>>;

/**
 * The pieces of getAppendInitData that have a source in the database today.
 * CompanyTagGroup and the badges come with the album and talk tables; until a feature registers its loader here the piece is skipped,
 * exactly as a piece that failed (talk §7).
 */
export const appendInitPieces: { [K in TAppendInitPiece]?: PieceLoader<K> } = {
  TimeDefaultCompany: async (_db, { company }) => ({
    company_id: company.id,
    start_time: company.workStartTime,
    end_time: company.workEndTime,
    rest_start_time: company.restStartTime,
    rest_end_time: company.restEndTime,
  }),
  CompanyMember: async (db, { company }) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.companyId, company.id), eq(members.delFlg, false)))
        .orderBy(asc(members.type), asc(members.id))
    ).map((m) => ({
      member_id: m.id,
      name1: m.name1,
      name2: m.name2,
      kana1: m.kana1,
      kana2: m.kana2,
      type: m.type,
      auth_id: m.authId,
      thumnail_path: m.thumnailPath,
      belong_to_company_id: m.belongToCompanyId,
      company_name: m.companyName,
    })),
  MemberCompany: async (db, { user }) =>
    (await companiesOfUser(db, user.id)).map(({ company: k }) => toWireBelongCompany(k)),
  // The news pop-ups after login: flagged items the member has neither read nor dismissed.
  TalkNews: async (db, { member }) =>
    (await listPopupNews(db, member.id)).map((n) => ({
      id: n.id,
      news_title: n.title,
      news_file_path: n.filePath,
      news_type: n.type,
      readed: 0 as const,
    })),
};

/** Loads each requested piece on its own; one that throws is logged and left out. */
export const loadAppendInitData = async (
  db: Db,
  caller: Caller,
  pieces: readonly TAppendInitPiece[],
  onError: (piece: TAppendInitPiece, error: unknown) => void,
): Promise<TAppendInitDataResponse> => {
  const out: Record<string, unknown> = {};
  await Promise.all(
    [...new Set(pieces)].map(async (piece) => {
      const loader = appendInitPieces[piece] as PieceLoader<typeof piece> | undefined;
      if (!loader) return;
      try {
        out[piece] = await loader(db, caller);
      } catch (error) {
        onError(piece, error);
      }
    }),
  );
  return out as TAppendInitDataResponse;
};
