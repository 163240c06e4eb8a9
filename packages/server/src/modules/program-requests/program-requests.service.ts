import type { z } from 'zod';
import type { ProgramRequest, programRequestBodySchema } from '@wellpath/shared/programs/wire';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { findPillarByIdOrSlug } from '../lifestyle/lifestyle.repository.js';
import * as repo from './program-requests.repository.js';
import { presentRequest } from './program-requests.presenter.js';

export type NewProgramRequest = z.output<typeof programRequestBodySchema>;

/** A member asks the care team for a programme and follows the answer. */
export class ProgramRequestService {
  constructor(private readonly db: Db) {}

  /** The member's requests, newest first. */
  async list(userId: string): Promise<ProgramRequest[]> {
    return (await repo.listRequests(this.db, userId)).map(presentRequest);
  }

  /** Sends a request; a pillar (id or slug) that is not in the list is refused. */
  async create(userId: string, body: NewProgramRequest): Promise<ProgramRequest> {
    let pillarId: string | null = null;
    if (body.pillar_id) {
      const pillar = await findPillarByIdOrSlug(this.db, body.pillar_id);
      if (!pillar) throw badRequest('Your request was not sent', ['Choose a lifestyle pillar from the list']);
      pillarId = pillar.id;
    }
    const id = newId();
    await repo.insertRequest(this.db, { id, userId, topic: body.topic, pillarId, message: body.message });
    const created = await repo.findRequest(this.db, userId, id);
    return presentRequest(created!);
  }
}
