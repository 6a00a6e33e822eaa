/** Core §4 project completion status. */
export const PROJECT_COMPLETION_STATUS = {
  underConstruction: 0,
  completed: 1,
  beforeConstruction: 2,
  beforeContract: 3,
  beforeSiteSurvey: 4,
  beforeProposal: 5,
  underProposal: 6,
  onHold: 7,
  contractCancelled: 8,
  proposalEnded: 9,
} as const;
export type ProjectCompletionStatus =
  (typeof PROJECT_COMPLETION_STATUS)[keyof typeof PROJECT_COMPLETION_STATUS];

export const PROJECT_COMPLETION_STATUS_LABEL: Record<ProjectCompletionStatus, string> = {
  0: '施工中',
  1: '完工',
  2: '着工前',
  3: '契約前',
  4: '現調前',
  5: '提案前',
  6: '提案中',
  7: '保留',
  8: '契約キャンセル',
  9: '提案終了',
};

/** Core §4 filter values of the status selector: 99 shows every status, 999 opens the status editor. */
export const PROJECT_STATUS_FILTER = { all: 99, edit: 999 } as const;
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTER)[keyof typeof PROJECT_STATUS_FILTER];
export const PROJECT_STATUS_FILTER_LABEL: Record<ProjectStatusFilter, string> = { 99: 'すべて', 999: '編集' };

/** Default badge colours of the ten statuses (a company may recolour them in /genbamastersetting/completion). */
export const PROJECT_COMPLETION_STATUS_COLOR: Record<ProjectCompletionStatus, string> = {
  // The same colours as @genba/ui's project-status tokens (contrast-checked against white text).
  0: '#1559B0',
  1: '#2A7431',
  2: '#00756A',
  3: '#6A1B9A',
  4: '#A8134F',
  5: '#5D4037',
  6: '#A34B06',
  7: '#5F6368',
  8: '#B3261E',
  9: '#37474F',
};
