import {
  compareBusinessHistory,
  formatHistoryTime,
  NEIGHBOURHOOD_APPROACH_TYPE_LABEL,
  type NeighbourhoodApproachType,
  OPERATION_CLASS_LABEL,
  type OperationClass,
  REFERRAL_SALES_TYPE_LABEL,
  type ReferralSalesType,
} from '@genba/validators';

/**
 * The pure state of a business-history list (営業履歴, core §3): the order and
 * what each row says. No DOM, unit-tested in Node.
 */
export type BusinessHistoryListItem = {
  id: number;
  /** YYYY-MM-DD */
  operation_date: string;
  start_time: string | null;
  end_time: string | null;
  operation_class: OperationClass;
  contact_person: string | null;
  claim_flg: 0 | 1;
  memo: string | null;
  referral_sales_type: ReferralSalesType | null;
  neighbourhood_approach_type: NeighbourhoodApproachType | null;
  created_by_name: string | null;
};

export type BusinessHistoryRowView = {
  item: BusinessHistoryListItem;
  /** '2026/11/20 10:00〜11:30' */
  when: string;
  classLabel: string;
  claim: boolean;
  /** The referral and neighbourhood classifications that are set, as labels. */
  tags: string[];
};

const day = (date: string): string => date.replaceAll('-', '/');

/** Newest first (compareBusinessHistory of @genba/validators, the server's order) with each row's words. */
export const toHistoryRows = (items: readonly BusinessHistoryListItem[]): BusinessHistoryRowView[] =>
  [...items].sort(compareBusinessHistory).map((item) => {
    const time = formatHistoryTime(item);
    return {
      item,
      when: time ? `${day(item.operation_date)} ${time}` : day(item.operation_date),
      classLabel: OPERATION_CLASS_LABEL[item.operation_class],
      claim: item.claim_flg === 1,
      tags: [
        ...(item.referral_sales_type ? [REFERRAL_SALES_TYPE_LABEL[item.referral_sales_type]] : []),
        ...(item.neighbourhood_approach_type
          ? [NEIGHBOURHOOD_APPROACH_TYPE_LABEL[item.neighbourhood_approach_type]]
          : []),
      ],
    };
  });

/** The heading's count: entries, and claims among them when there are any ('4件（クレーム1件）'). */
export const historySummary = (items: readonly Pick<BusinessHistoryListItem, 'claim_flg'>[]): string => {
  const claims = items.filter((i) => i.claim_flg === 1).length;
  return claims > 0 ? `${items.length}件（クレーム${claims}件）` : `${items.length}件`;
};
