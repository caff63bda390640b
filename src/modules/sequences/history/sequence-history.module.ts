import { Module } from '@nestjs/common';
import { SequenceEventsRepository } from './sequence-events.repository';
import { SequenceHistoryWriter } from './sequence-history.writer';

/** SequenceHistoryWriter on its own, for modules that add to a sequence's history (enrollment rules). */
@Module({ providers: [SequenceEventsRepository, SequenceHistoryWriter], exports: [SequenceHistoryWriter] })
export class SequenceHistoryModule {}
