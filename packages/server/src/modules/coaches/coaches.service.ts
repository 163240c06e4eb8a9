import type { Coach, CoachMessage, CoachMessageBody, CoachSummary } from '@wellpath/shared/coaches/wire';
import type { Db } from '../../db/connection.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import * as repo from './coaches.repository.js';
import { presentCoach, presentCoachSummary, presentMessage } from './coaches.presenter.js';

/** The care team: profiles from content, and members' messages to them (stored as requests they answer). */
export class CoachService {
  constructor(private readonly db: Db) {}

  private async pillarsByKey() {
    return new Map((await repo.listPillarRefs(this.db)).map((p) => [p.key, p]));
  }

  async list(): Promise<CoachSummary[]> {
    const [rows, pillars] = await Promise.all([repo.listCoachRows(this.db), this.pillarsByKey()]);
    return rows.map((row) => presentCoachSummary(presentCoach(row, pillars)));
  }

  /** A coach by id or key; 404 when there is none. */
  async get(idOrKey: string): Promise<Coach> {
    const [row, pillars] = await Promise.all([repo.findCoachRow(this.db, idOrKey), this.pillarsByKey()]);
    if (!row) throw notFound('Coach not found');
    return presentCoach(row, pillars);
  }

  async listMessages(userId: string): Promise<CoachMessage[]> {
    return (await repo.listMessages(this.db, userId)).map(presentMessage);
  }

  /** Stores the member's message to the care team about a coach; a coach not taking messages refuses it (400). */
  async sendMessage(userId: string, coachIdOrKey: string, body: CoachMessageBody): Promise<CoachMessage> {
    const coach = await this.get(coachIdOrKey);
    if (!coach.accepting_messages) {
      throw badRequest(`${coach.name} is not taking new messages at the moment. Please contact another member of the care team.`);
    }
    const at = nowIso();
    const row = {
      id: newId(),
      subject: body.subject,
      message: body.message,
      status: 'sent' as const,
      reply: null,
      created_at: at,
      updated_at: at,
    };
    await repo.insertMessage(this.db, { ...row, user_id: userId, coach_id: coach._id });
    return presentMessage({ ...row, coach_id: coach._id, coach_name: coach.name });
  }
}
