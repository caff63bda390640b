import { AppError } from 'src/common/errors/app-error';

export enum CriteriaErrorCode {
  /** criteria_json does not follow the filter language; ends in _INVALID so the error filter answers 400. */
  Invalid = 'CRITERIA_INVALID',
}

export interface CriteriaProblem {
  /** Where in criteria_json, e.g. 'filters[0].op'. */
  path: string;
  /** e.g. 'Unknown operator "gte" for lead_source'. */
  message: string;
}

/** Every problem of a criteria_json at once; the message reads 'filters[0].field: Unknown field "x"; ...'. */
export class CriteriaError extends AppError<CriteriaErrorCode> {
  declare readonly details: { problems: CriteriaProblem[] };

  constructor(problems: CriteriaProblem[]) {
    super(CriteriaErrorCode.Invalid, problems.map((p) => `${p.path}: ${p.message}`).join('; '), { problems });
  }
}
