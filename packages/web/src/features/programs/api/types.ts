import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import type { suggestedProgramsResponseSchema } from '@wellpath/shared/surveys/wire';

/** A programme with the member's run of it (§3 Program progress). */
export interface ProgramWithProgress {
  program: Program;
  progress: ProgramProgress;
}

/** GET /api/programs/{id}: the programme, the member's active run (or null) and their past runs. */
export interface ProgramDetail {
  program: Program;
  progress: ProgramProgress | null;
  past: ProgramProgress[];
}

export type SuggestedProgram = ReturnType<(typeof suggestedProgramsResponseSchema)['parse']>['suggested_programs'][number];

/** The programme fields every card needs; suggestions carry only these. */
export type ProgramSummary = SuggestedProgram['program'];
