import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SequenceEventsRepository, type SequenceEventWrite } from './sequence-events.repository';

export type { SequenceEventWrite } from './sequence-events.repository';

/**
 * The door other modules use to add a line to a sequence's change history (an enrollment rule edited), inside their
 * own transaction (`manager`) so the change and its history line commit or roll back together.
 */
@Injectable()
export class SequenceHistoryWriter {
  constructor(private readonly events: SequenceEventsRepository) {}

  record(manager: EntityManager, event: SequenceEventWrite): Promise<void> {
    return this.events.record(manager, event);
  }
}
