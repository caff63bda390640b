import { Module } from '@nestjs/common';
import { DemoHistoryRepository } from './demo-history.repository';
import { DemoHistorySeeder } from './demo-history.seeder';
import { SequencesDemoRepository } from './sequences-demo.repository';
import { SequencesDemoSeeder } from './sequences-demo.seeder';

/**
 * Demo sequences, rules and runs, then their mail history; the seeders are found and run with the other demo seeders.
 * Demo data crosses every module's tables at once (a sequence with its steps, runs, sends and replies), so it lives
 * here at the composition level, outside the module walls, and is imported only by the app module.
 */
@Module({ providers: [SequencesDemoRepository, SequencesDemoSeeder, DemoHistoryRepository, DemoHistorySeeder] })
export class SequencesDemoModule {}
