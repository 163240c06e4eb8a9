import { ADHERENCE_DAYS, addDays } from '@wellpath/shared/health/medication-adherence';
import {
  isTakenOn,
  medicationFacts,
  type Medication,
  type MedicationBody,
  type MedicationCatalogue,
  type MedicationDefinition,
  type MedicationList,
} from '@wellpath/shared/health/medications';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { smsg } from '../../i18n/index.js';
import type { ContentBundle } from '../../content/loader.js';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MedicationTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { lockEvent } from '../alerts/alerts.service.js';
import * as repo from './medications.repository.js';
import { presentMedication } from './medications.presenter.js';
import { undoableRows, type UndoableRows } from './undoable-rows.js';

/** The member's calendar day, and the latest day any time zone has reached (a start after it is in the future). */
export interface MedicationDays {
  today: string;
  latest: string;
}

/**
 * The member's medications (decision 0089): the clinic's catalogue in each language, the list with
 * what it means for the rules (treated for blood pressure, on a statin, on glucose-lowering
 * treatment), a medication stored once, edited, deleted with undo.
 */
export class MedicationService {
  private readonly entries: Record<Locale, Map<string, MedicationDefinition>>;
  private readonly undo: UndoableRows<'medication', Selectable<MedicationTable> & { taken_days: string[] }>;
  private readonly catalogues: Record<Locale, MedicationCatalogue>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    this.undo = undoableRows(
      db,
      'medication',
      {
        // Its ticks go with it (ON DELETE CASCADE) and are kept with it, so undo puts them back.
        find: async (trx, userId, id) => {
          const row = await repo.findMedication(trx, userId, id);
          return row && { ...row, taken_days: await repo.allDoseDays(trx, userId, id) };
        },
        insert: async (trx, { taken_days: takenDays, ...medication }) => {
          await repo.insertMedication(trx, medication);
          const at = nowIso();
          await repo.insertDoses(
            trx,
            takenDays.map((day) => ({ id: newId(), user_id: medication.user_id, medication_id: medication.id, day, created_at: at })),
          );
        },
        remove: repo.deleteMedication,
      },
      smsg('api.medicationNotFound'),
    );
    const { en, fr } = content.byLocale;
    this.entries = { en: new Map(en.medications.map((m) => [m.key, m])), fr: new Map(fr.medications.map((m) => [m.key, m])) };
    const catalogue = (local: ContentBundle): MedicationCatalogue => ({
      medications: local.medications.map((m) => {
        const other = (local === en ? this.entries.fr : this.entries.en).get(m.key);
        return {
          key: m.key,
          name: m.name,
          search: [...new Set([m.name, ...(other ? [other.name] : []), ...m.brands])],
          drug_class: m.class,
          atc: m.atc,
          treats: m.treats,
        };
      }),
    });
    this.catalogues = { en: catalogue(en), fr: catalogue(fr) };
  }

  /** The clinic's catalogue in `locale`, each entry findable by its names in both languages and its brands. */
  catalogue(locale: Locale): MedicationCatalogue {
    return this.catalogues[locale];
  }

  private present(row: MedicationTable, locale: Locale, today: string, taken: readonly string[] = []): Medication {
    return presentMedication(row, row.catalogue_key === null ? undefined : this.entries[locale].get(row.catalogue_key), today, taken);
  }

  /** The days ticked in the last 30 of each of these medications in the daily check, by medication. */
  private async ticks(userId: string, rows: readonly MedicationTable[], today: string): Promise<Map<string, string[]>> {
    const tracked = rows.filter((r) => Number(r.track_daily ?? 0) === 1).map((r) => r.id);
    const doses = await repo.listDoses(this.db, userId, tracked, addDays(today, -(ADHERENCE_DAYS - 1)));
    const byId = new Map<string, string[]>();
    for (const d of doses) byId.set(d.medication_id, [...(byId.get(d.medication_id) ?? []), d.day]);
    return byId;
  }

  /** One medication as the member reads it, with its ticks. */
  private async presentOne(row: MedicationTable, locale: Locale, today: string): Promise<Medication> {
    const ticks = await this.ticks(row.user_id, [row], today);
    return this.present(row, locale, today, ticks.get(row.id));
  }

  async list(userId: string, locale: Locale, today: string): Promise<MedicationList> {
    const rows = await repo.listMedications(this.db, userId);
    const ticks = await this.ticks(userId, rows, today);
    const medications = rows.map((r) => this.present(r, locale, today, ticks.get(r.id)));
    // Taken today first; the order within each part is the repository's.
    medications.sort((a, b) => Number(b.active) - Number(a.active));
    return { medications, facts: medicationFacts(medications, today) };
  }

  /** The member's medications taken on `today` (English names: a route in the reader's language translates the catalogue's), for other modules' rules. */
  async takenOn(userId: string, today: string, locale: Locale = 'en'): Promise<Medication[]> {
    const rows = await repo.listMedications(this.db, userId);
    return rows.map((r) => this.present(r, locale, today)).filter((m) => m.active);
  }

  /** The row's values from what the member sent: a catalogue entry's English name, class and ATC code are kept with it. */
  private rowValues(body: MedicationBody, days: MedicationDays) {
    if (body.started_on !== null && body.started_on > days.latest)
      throw badRequest(smsg('api.medicationNotSaved'), [smsg('api.medicationStartInFuture')]);
    const entry = body.catalogue_key === null ? undefined : this.entries.en.get(body.catalogue_key);
    if (body.catalogue_key !== null && !entry) throw badRequest(smsg('api.medicationNotSaved'), [smsg('api.medicationUnknown')]);
    return {
      catalogue_key: body.catalogue_key,
      drug_class: entry?.class ?? null,
      atc: entry?.atc ?? null,
      name: entry?.name ?? body.name ?? '',
      dose_amount: body.dose_amount,
      dose_unit: body.dose_unit,
      frequency: body.frequency,
      reason: body.reason,
      started_on: body.started_on,
      stopped_on: body.stopped_on,
    };
  }

  async add(userId: string, body: MedicationBody, days: MedicationDays, locale: Locale): Promise<Medication> {
    const at = nowIso();
    const row: MedicationTable = {
      id: newId(),
      user_id: userId,
      ...this.rowValues(body, days),
      created_at: at,
      updated_at: at,
      track_daily: body.track_daily ? 1 : 0,
      track_since: body.track_daily ? days.today : null,
    };
    // The same medication sent again answers as it is stored; the lock makes concurrent twins wait.
    const stored = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `medication:${userId}`);
      const same = await repo.findSameMedication(trx, row);
      if (same) return same;
      await repo.insertMedication(trx, row);
      return row;
    });
    return this.presentOne(stored, locale, days.today);
  }

  async update(userId: string, id: string, body: MedicationBody, days: MedicationDays, locale: Locale): Promise<Medication> {
    const before = await repo.findMedication(this.db, userId, id);
    if (!before) throw notFound(smsg('api.medicationNotFound'));
    // The daily check keeps the day it was turned on while it stays on.
    const wasTracked = Number(before.track_daily ?? 0) === 1;
    const trackSince = body.track_daily ? (wasTracked ? (before.track_since ?? days.today) : days.today) : null;
    const values = { ...this.rowValues(body, days), track_daily: body.track_daily ? 1 : 0, track_since: trackSince, updated_at: nowIso() };
    const ok = await repo.updateMedication(this.db, userId, id, values);
    const row = ok ? await repo.findMedication(this.db, userId, id) : undefined;
    if (!row) throw notFound(smsg('api.medicationNotFound'));
    return this.presentOne(row, locale, days.today);
  }

  /**
   * Ticks (or unticks) a medication of the daily check as taken on `day` (decision 0112): today or one
   * of the 29 days before it, a day it was being taken. Idempotent: a day ticked twice is one tick.
   */
  async check(userId: string, id: string, day: string, taken: boolean, days: MedicationDays, locale: Locale): Promise<Medication> {
    const row = await repo.findMedication(this.db, userId, id);
    if (!row) throw notFound(smsg('api.medicationNotFound'));
    const refuse = (why: Parameters<typeof smsg>[0]) => badRequest(smsg('api.medicationCheckNotSaved'), [smsg(why)]);
    if (Number(row.track_daily ?? 0) !== 1) throw refuse('api.medicationNotTracked');
    if (day > days.today || day < addDays(days.today, -(ADHERENCE_DAYS - 1))) throw refuse('api.medicationCheckDayOutOfRange');
    if (!isTakenOn(row, day)) throw refuse('api.medicationCheckNotTaken');
    if (row.track_since && day < row.track_since) throw refuse('api.medicationCheckBeforeTracking');
    if (taken) await repo.insertDoses(this.db, [{ id: newId(), user_id: userId, medication_id: id, day, created_at: nowIso() }]);
    else await repo.deleteDose(this.db, userId, id, day);
    return this.presentOne(row, locale, days.today);
  }

  /** Deletes a medication; it can be put back for a few minutes (restore, decision 0036). */
  async remove(userId: string, id: string, now = new Date()): Promise<void> {
    await this.undo.remove(userId, id, now);
  }

  /** Undoes a deletion: the medication as it was, id included; again after it is back, the medication as it is. */
  async restore(userId: string, id: string, locale: Locale, today: string, now = new Date()): Promise<Medication> {
    const { taken_days: _taken, ...row } = await this.undo.restore(userId, id, now);
    return this.presentOne(row, locale, today);
  }
}
