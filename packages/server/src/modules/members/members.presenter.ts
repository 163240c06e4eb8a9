import type { z } from 'zod';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import type { memberListItemSchema, memberProgramSchema, MemberHealth, MemberOverview } from '@wellpath/shared/staff/wire';
import { describeAnswer } from '@wellpath/shared/surveys/describe-answer';
import { answersSchema } from '@wellpath/shared/surveys/wire';
import { parseJsonColumn } from '../../lib/stored-row.js';
import type { MemberListRow, MemberRow } from './members.repository.js';
import type { ResponseRow } from '../surveys/surveys.service.js';
import { parseDefinition, presentQuestion, presentResponse, questionsIn, type SurveyTexts } from '../surveys/surveys.presenter.js';

type MemberListItem = z.infer<typeof memberListItemSchema>;
type MemberProgram = z.infer<typeof memberProgramSchema>;

/** One line of the member list; `openAlerts` is null for a role that may not see alerts. */
export function presentListItem(row: MemberListRow, activePrograms: string[], openAlerts: number | null): MemberListItem {
  return {
    _id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    last_active_at: row.last_active_at,
    active_programs: activePrograms,
    open_alerts: openAlerts,
  };
}

export function presentProfile(m: MemberRow): MemberOverview['member'] {
  return {
    _id: m.id,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    dateOfBirth: m.date_of_birth,
    province: m.province,
    created_at: m.created_at,
    last_active_at: m.last_active_at,
    second_factor: m.totp_enabled_at !== null,
  };
}

/** A programme as the care team sees it: the member's own progress figures (shared rules), as percentages. */
export function presentMemberProgram(program: Program, progress: ProgramProgress): MemberProgram {
  return {
    _id: progress._id,
    title: program.title,
    status: progress.status,
    started_at: progress.started_at,
    start_day: progress.start_day,
    progress_percent: Math.round(progress.percent),
    days_tracked: progress.days_tracked,
    schedule: program.schedule,
    adherence_percent: Math.round(progress.adherence * 100),
    current_streak: progress.current_streak,
    last_tracked: progress.last_tracked,
  };
}

/**
 * A survey completion with its score and range, and each answer beside its question, in words, in
 * the language of `texts` (decision 0124): the survey's title, range, alerts and outcomes as the
 * member's own response says them, the questions and options in the survey's own words (decision 0075).
 */
export function presentAnsweredSurvey(r: ResponseRow, texts: SurveyTexts): MemberHealth['surveys'][number] {
  const def = parseDefinition(r.definition);
  const answers = parseJsonColumn(answersSchema, r.answers, 'survey_responses.answers');
  const questions = questionsIn(texts, def.key, def.questions.filter((q) => q.key in answers).map(presentQuestion));
  const response = presentResponse(r, false, texts);
  return {
    ...response,
    survey: { _id: r.survey_id, title: response.survey_title },
    answers: questions.map((q) => ({ question: q.text, answer: describeAnswer(q, answers[q.key]) })),
  };
}
