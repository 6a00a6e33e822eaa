import { PROJECT_COMPLETION_STATUS } from '../project/completionStatus.ts';

/**
 * Core §4 building completion: a before-construction (2) flag becomes under
 * construction (0) once the start date is reached (the start day itself
 * counts: work starts that morning); an under-construction flag whose start
 * moved into the future returns to before-construction. Any other status,
 * or an empty start date, is left as it is. Dates are `YYYY-MM-DD`, compared
 * as strings (valid because the format is fixed-width).
 */
export const nextCompletionStatus = (status: number, start: string, today: string): number => {
  if (!start) return status;
  if (status === PROJECT_COMPLETION_STATUS.beforeConstruction && start <= today) {
    return PROJECT_COMPLETION_STATUS.underConstruction;
  }
  if (status === PROJECT_COMPLETION_STATUS.underConstruction && start > today) {
    return PROJECT_COMPLETION_STATUS.beforeConstruction;
  }
  return status;
};
