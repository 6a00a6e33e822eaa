/**
 * The installer (protec, company authority 16) variant of a project (core §3
 * "construction reception", §6, §7 project_protec): a protec company installs for
 * the prime contractors (元請) that registered it as their partner company, and a
 * project it registers carries the reception of that order. The wording is ours.
 */
export const PROTEC_MESSAGE = {
  authority: '元請・施工店向けの案件は、施工店（プロテック）契約の会社だけが登録・更新できます。',
  primeContractorRequired: '元請会社を選択してください。',
  relation: '元請会社は、自社を協力会社として登録している会社から選択してください。',
  company: '元請会社が選択した取引関係の会社と一致しません。',
  office: '元請営業所は、選択した元請会社の営業所から選択してください。',
  member: '元請担当者は、選択した元請会社のメンバーから選択してください。',
} as const;

/** What a new project may copy from the company (createProject / createProtecProject). */
export const PROJECT_COPY_MESSAGE = {
  tagGroup: '複写するタググループは、自社の共通タググループから選択してください。',
  /** There is no black-board template in the product (talk §3 keeps black-board settings per photo). */
  blackBoard: '黒板テンプレートは登録されていないため、複写できません。',
} as const;
