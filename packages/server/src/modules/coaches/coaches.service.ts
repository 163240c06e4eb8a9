import type { Coach, CoachMessage, CoachMessageBody, CoachSummary } from '@wellpath/shared/coaches/wire';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './coaches.repository.js';
import {
  coachTexts,
  NO_COACH_TEXTS,
  presentCoach,
  presentCoachMessage,
  presentCoachSummary,
  type CoachTexts,
} from './coaches.presenter.js';
import type { ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { MessageService } from '../messages/messages.service.js';
import type { CoachPhoto } from '../../content/coach-photos.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { findCoachRow } from './coaches.repository.js';

/**
 * The care team: profiles from content, answered in the reader's language (decision 0079), and
 * members' messages to them (stored as requests they answer).
 */
export class CoachService {
  private readonly texts: Record<Locale, CoachTexts>;
  private readonly photos: ReadonlyMap<string, CoachPhoto>;

  constructor(
    private readonly db: Db,
    private readonly messages: MessageService,
    content: ContentBundle,
  ) {
    this.photos = content.coachPhotos;
    this.texts = { en: NO_COACH_TEXTS, fr: coachTexts(content.byLocale.fr) };
  }

  /** A coach photo by its served file name (`<key>-<hash>.<ext>`), or undefined. */
  photo(fileName: string): CoachPhoto | undefined {
    return [...this.photos.values()].find((p) => p.fileName === fileName);
  }

  private async pillarsByKey() {
    return new Map((await repo.listPillarRefs(this.db)).map((p) => [p.key, p]));
  }

  async list(locale: Locale = 'en'): Promise<CoachSummary[]> {
    const [rows, pillars] = await Promise.all([repo.listCoachRows(this.db), this.pillarsByKey()]);
    return rows.map((row) => presentCoachSummary(presentCoach(row, pillars, this.photos, this.texts[locale])));
  }

  /** A coach by id or key; 404 when there is none. */
  async get(idOrKey: string, locale: Locale = 'en'): Promise<Coach> {
    const [row, pillars] = await Promise.all([repo.findCoachRow(this.db, idOrKey), this.pillarsByKey()]);
    if (!row) throw notFound(smsg('api.coachNotFound'));
    return presentCoach(row, pillars, this.photos, this.texts[locale]);
  }

  /** The member's threads to a coach, in the coach page's message shape. */
  async listMessages(userId: string): Promise<CoachMessage[]> {
    return (await this.messages.memberThreadsWhole(userId)).flatMap((t) => presentCoachMessage(t) ?? []);
  }

  /** Starts a thread with this coach (one not taking messages refuses it, 400). */
  async sendMessage(userId: string, coachIdOrKey: string, body: CoachMessageBody): Promise<CoachMessage> {
    const thread = await this.messages.startThread(userId, { subject: body.subject, body: body.message, coach_id: coachIdOrKey });
    return presentCoachMessage(thread)!;
  }
}
