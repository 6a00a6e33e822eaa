import { intInput } from '../input/bounds.ts';

/**
 * 工事種別 (a project's construction_type_id and the installer reception's
 * m_construction_type_id, core §3). The spec shows the columns but no master, so
 * the ids and labels below are ours (a designed constant list, not product text);
 * a company cannot edit them.
 */
export const CONSTRUCTION_TYPE = {
  newBuild: 1,
  renovation: 2,
  demolition: 3,
  exterior: 4,
  equipment: 5,
  other: 6,
} as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPE)[keyof typeof CONSTRUCTION_TYPE];

/** Our labels for CONSTRUCTION_TYPE (designed; see above). */
export const CONSTRUCTION_TYPE_LABEL: Record<ConstructionType, string> = {
  1: '新築',
  2: 'リフォーム',
  3: '解体',
  4: '外構',
  5: '設備',
  6: 'その他',
};

export const CONSTRUCTION_TYPE_MESSAGE = { unknown: '工事種別を一覧から選択してください。' } as const;

export const isConstructionType = (value: unknown): value is ConstructionType =>
  typeof value === 'number' && Object.hasOwn(CONSTRUCTION_TYPE_LABEL, value);

/** The label of a stored construction type id; null for none or an id outside the list. */
export const constructionTypeLabel = (id: number | null | undefined): string | null =>
  isConstructionType(id) ? CONSTRUCTION_TYPE_LABEL[id] : null;

/** A construction type id as a request carries it (a number or a decimal string), one of CONSTRUCTION_TYPE. */
export const constructionTypeSchema = intInput({
  message: CONSTRUCTION_TYPE_MESSAGE.unknown,
  rangeMessage: CONSTRUCTION_TYPE_MESSAGE.unknown,
}).refine(isConstructionType, { error: CONSTRUCTION_TYPE_MESSAGE.unknown });
