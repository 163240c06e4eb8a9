import { importValueSchema, type ImportKind, type ImportValue } from '@wellpath/shared/health/imports';
import { localMoment } from '@wellpath/shared/reminders/time-zone';
import { BODY_BOUNDS } from '@wellpath/shared/health/body';
import { isWithin } from '@wellpath/shared/numbers';

// What a parser finds, checked as the server will check it (the shared schema and bounds), so the
// preview tells the member which values would be refused and why before anything is sent.

/** Values of one kind refused for one reason: how many, and the first one's date (for the member to look). */
export interface RefusedGroup {
  kind: ImportKind;
  /** A shared catalogue message (the schema's sentence), or why the device set it aside: unknown_unit, future, unreadable. */
  reason: string;
  count: number;
  example: string;
}

export interface ParseResult {
  values: ImportValue[];
  refused: RefusedGroup[];
  /** Records of kinds the app has no place for (resting heart rate...), by the export's type name. */
  notKept: Record<string, number>;
  /** The newest height the export holds (cm), for the profile; null when none. */
  height: { value: number; measured_at: string } | null;
}

/** Collects a parser's values: checks each, sums steps per day (the largest source's sum each day). */
export class Collector {
  private readonly values: ImportValue[] = [];
  private readonly refused = new Map<string, RefusedGroup>();
  private readonly notKept: Record<string, number> = {};
  /** day -> source -> steps (Apple Health keeps a phone's and a watch's counts of the same walk). */
  private readonly steps = new Map<string, Map<string, number>>();
  private readonly dayOfHour = new Map<number, string>();
  private readonly sourceNames = new Map<string, string>();
  /** "2024-01-10 07-0500" -> the member's day, for hours wholly inside one of their days. */
  private readonly dayOfAppleHour = new Map<string, string>();
  private newestHeight: ParseResult['height'] = null;
  /** Records found (what the progress says). */
  records = 0;

  constructor(
    private readonly timeZone: string,
    private readonly now: number = Date.now(),
  ) {}

  /** The member's day at an instant; memoised by the hour, as steps come in thousands a day. */
  dayOf(ms: number): string {
    const hour = Math.floor(ms / 3_600_000);
    let day = this.dayOfHour.get(hour);
    if (day === undefined) {
      // Zones are whole hours or half or quarter hours off UTC: check the hour's start and end.
      const start = localMoment(new Date(hour * 3_600_000), this.timeZone).date;
      const end = localMoment(new Date(hour * 3_600_000 + 3_599_999), this.timeZone).date;
      day = start === end ? start : localMoment(new Date(ms), this.timeZone).date;
      if (start === end) this.dayOfHour.set(hour, day);
    }
    return day;
  }

  refuse(kind: ImportKind, reason: string, example: string): void {
    const key = `${kind}|${reason}`;
    const group = this.refused.get(key);
    if (group) group.count += 1;
    else this.refused.set(key, { kind, reason, count: 1, example });
  }

  /** A height (cm): the newest plausible one is kept for the profile. */
  height(cm: number, measured_at: string): void {
    if (!isWithin(cm, BODY_BOUNDS.height)) return;
    if (!this.newestHeight || Date.parse(measured_at) > Date.parse(this.newestHeight.measured_at))
      this.newestHeight = { value: cm, measured_at };
  }

  skip(type: string): void {
    this.notKept[type] = (this.notKept[type] ?? 0) + 1;
  }

  /** A value as the export gives it: kept when the shared schema takes it, else refused with its sentence. */
  add(value: ImportValue): void {
    const when = 'measured_at' in value ? Date.parse(value.measured_at) : Date.parse(`${value.date}T00:00:00Z`);
    const example = 'measured_at' in value ? value.measured_at : value.date;
    if (!Number.isFinite(when)) return this.refuse(value.kind, 'unreadable', example);
    const future = 'measured_at' in value ? when > this.now + 5 * 60_000 : value.date > this.dayOf(this.now);
    if (future) return this.refuse(value.kind, 'future', example);
    const checked = importValueSchema.safeParse(value);
    if (!checked.success) return this.refuse(value.kind, checked.error.issues[0]?.message ?? 'unreadable', example);
    this.values.push(checked.data);
  }

  /**
   * Steps counted from an Apple Health date ("2024-01-10 07:58:12 -0500"), by one source. A quarter
   * of a phone's export is step samples: the member's day is memoised by the sample's hour and offset
   * (when the whole hour falls on one of the member's days), so most samples cost a lookup, not a
   * date parse.
   */
  addStepsAt(appleText: string | undefined, count: number, source: string): void {
    const key = appleText?.length === 25 ? appleText.slice(0, 13) + appleText.slice(19) : undefined;
    let day = key === undefined ? undefined : this.dayOfAppleHour.get(key);
    if (day === undefined) {
      const at = appleDate(appleText);
      const ms = at ? Date.parse(at) : NaN;
      if (!Number.isFinite(ms)) return this.refuse('steps', 'unreadable', appleText ?? '');
      day = this.dayOf(ms);
      const hourStart = ms - (((ms % 3_600_000) + 3_600_000) % 3_600_000);
      const offsetMinutes = key === undefined ? 1 : Number(key.slice(-2));
      // An offset of whole hours: the sample's hour in the file is an hour of UTC too.
      if (key !== undefined && offsetMinutes === 0 && this.dayOf(hourStart) === this.dayOf(hourStart + 3_599_999)) {
        this.dayOfAppleHour.set(detached(key), day);
      }
    }
    this.addStepsOn(day, count, source);
  }

  /** Steps counted from `startMs` by one source; summed per day in the member's time zone. */
  addSteps(startMs: number, count: number, source: string): void {
    if (!Number.isFinite(startMs)) return this.refuse('steps', 'unreadable', '');
    this.addStepsOn(this.dayOf(startMs), count, source);
  }

  private addStepsOn(day: string, count: number, source: string): void {
    if (!Number.isFinite(count) || count < 0) return this.refuse('steps', 'unreadable', day);
    // One copy of each source's name (a key cut from the file's text would keep its chunk alive).
    let name = this.sourceNames.get(source);
    if (name === undefined) {
      name = detached(source);
      this.sourceNames.set(name, name);
    }
    let bySource = this.steps.get(day);
    if (!bySource) this.steps.set(day, (bySource = new Map<string, number>()));
    bySource.set(name, (bySource.get(name) ?? 0) + count);
  }

  result(): ParseResult {
    for (const [date, bySource] of this.steps) {
      this.add({ kind: 'steps', date, steps: Math.round(Math.max(...bySource.values())) });
    }
    this.steps.clear();
    return { values: this.values, refused: [...this.refused.values()], notKept: this.notKept, height: this.newestHeight };
  }
}

/**
 * A copy of a string that holds nothing else alive. V8 keeps a piece cut from a longer string (an
 * attribute's value is cut from the decoded chunk of the file) as a view of that whole string: a
 * value kept from every day of a 1 GB export would keep a chunk of the file per day (measured: over
 * 400 MB of heap for an export of 10 years). Joining it to another string and cutting it back makes
 * V8 copy it first.
 */
export function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/** "2024-01-10 07:31:00 -0500" (Apple Health's dates) as ISO 8601 (detached from the file's text), or null. */
export function appleDate(text: string | undefined): string | null {
  const m = text ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text) : null;
  return m ? detached(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`) : null;
}
