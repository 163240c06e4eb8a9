import { can, type Role } from '@wellpath/shared/staff/roles';
import {
  SAVED_FILTERS_MAX,
  savedFilterCriteriaSchema,
  type SavedFilter,
  type SavedFilterBody,
  type SavedFilterCriteria,
} from '@wellpath/shared/staff/wire';
import type { RawBuilder } from 'kysely';
import type { SavedFilterTable } from '../../db/schema.js';
import type { Db } from '../../db/connection.js';
import { smsg } from '../../i18n/index.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../lib/http-errors.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import { newId } from '../../lib/tokens.js';
import { ALERT_FILTER_FORBIDDEN, HEALTH_FILTER_FORBIDDEN, type MemberService } from './members.service.js';
import * as repo from './saved-filters.repository.js';

const NOT_FOUND = smsg('api.savedFilterNotFound');

/** The keys of the criteria in one order, without empty ones: two equal sets of filters store the same text. */
function canonical(c: SavedFilterCriteria): SavedFilterCriteria {
  const out: SavedFilterCriteria = {};
  if (c.q) out.q = c.q;
  if (c.alerts) out.alerts = c.alerts;
  if (c.program) out.program = c.program;
  if (c.active_within) out.active_within = c.active_within;
  if (c.health) out.health = c.health;
  return out;
}

/** Why this role may not use these filters (the member list's own rules), or undefined. */
function criteriaProblem(role: Role, c: SavedFilterCriteria): HttpError | undefined {
  if (c.health && !can(role, 'health:read')) return forbidden(HEALTH_FILTER_FORBIDDEN);
  if (c.alerts === 'open' && !can(role, 'alerts:manage')) return forbidden(ALERT_FILTER_FORBIDDEN);
  return undefined;
}

/**
 * A staff member's saved filters of the member list (decision 0123): each staff member's own (an
 * administrator sees only theirs too; another's id reads as not found), at most SAVED_FILTERS_MAX,
 * one per name; saving the same name and filters again answers the saved one, the same name for
 * other filters is a 409. A filter is used only by a role the member list would let use it.
 */
export class SavedFilterService {
  constructor(
    private readonly db: Db,
    private readonly members: Pick<MemberService, 'matchingMembers'>,
  ) {}

  private present(row: SavedFilterTable, role: Role): SavedFilter {
    const filters = parseJsonColumn(savedFilterCriteriaSchema, row.filters, 'saved_filters.filters');
    return { _id: row.id, name: row.name, filters, created_at: row.created_at, usable: criteriaProblem(role, filters) === undefined };
  }

  async list(ownerId: string, role: Role): Promise<{ filters: SavedFilter[] }> {
    const rows = await repo.listSavedFilters(this.db, ownerId);
    return { filters: rows.map((r) => this.present(r, role)) };
  }

  async create(ownerId: string, role: Role, body: SavedFilterBody): Promise<SavedFilter> {
    const filters = canonical(body.filters);
    if (Object.keys(filters).length === 0) throw badRequest(smsg('api.savedFilterEmpty'));
    const problem = criteriaProblem(role, filters);
    if (problem) throw problem;
    const text = JSON.stringify(filters);
    let row = await repo.findSavedFilterByName(this.db, ownerId, body.name);
    if (!row) {
      if ((await repo.countSavedFilters(this.db, ownerId)) >= SAVED_FILTERS_MAX)
        throw conflict(smsg('api.savedFiltersFull', { max: SAVED_FILTERS_MAX }), 'SAVED_FILTERS_FULL');
      await repo.insertSavedFilter(this.db, { id: newId(), owner_id: ownerId, name: body.name, filters: text, created_at: nowIso() });
      row = await repo.findSavedFilterByName(this.db, ownerId, body.name);
    }
    if (!row) throw notFound(NOT_FOUND);
    if (row.filters !== text) throw conflict(smsg('api.savedFilterNameTaken', { name: body.name }), 'SAVED_FILTER_NAME_TAKEN');
    return this.present(row, role);
  }

  async remove(ownerId: string, id: string): Promise<{ message: string }> {
    if (!(await repo.deleteSavedFilter(this.db, ownerId, id))) throw notFound(NOT_FOUND);
    return { message: smsg('api.savedFilterDeleted') };
  }

  /**
   * A saved filter as a cohort of the programme's results (decision 0123): its name and the SELECT of
   * the members who match it now. Only its owner's, and only for a role that may use its filters.
   */
  async cohort(ownerId: string, role: Role, id: string, now: Date): Promise<{ name: string; members: RawBuilder<unknown> }> {
    const row = await repo.findSavedFilter(this.db, ownerId, id);
    if (!row) throw notFound(NOT_FOUND);
    const filter = this.present(row, role);
    const problem = criteriaProblem(role, filter.filters);
    if (problem) throw problem;
    return { name: filter.name, members: await this.members.matchingMembers(filter.filters, now) };
  }

  /** The owner's saved filters a role may use, for the cohort picker. */
  async usable(ownerId: string, role: Role): Promise<Array<{ id: string; name: string }>> {
    const { filters } = await this.list(ownerId, role);
    return filters.filter((f) => f.usable).map((f) => ({ id: f._id, name: f.name }));
  }
}
