import { Module } from '@nestjs/common';
import { SequenceMoveDateRepository } from './sequence-move-date.repository';
import { SequenceMoveDateService } from './sequence-move-date.service';

/**
 * Move-date anchored runs: recompute (or end) a contact's runs when a move date changes, and the daily pass over
 * passed ones. No routes, so the worker role imports it for the enrollment queue's jobs without the sequence API.
 */
@Module({
  providers: [SequenceMoveDateService, SequenceMoveDateRepository],
  exports: [SequenceMoveDateService],
})
export class SequenceMoveDateModule {}
