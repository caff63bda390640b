import { Module } from '@nestjs/common';
import { DemoHistoryRepository } from './demo-history.repository';
import { DemoHistorySeeder } from './demo-history.seeder';
import { SequencesDemoRepository } from './sequences-demo.repository';
import { SequencesDemoSeeder } from './sequences-demo.seeder';

/** Demo sequences, rules and enrollments, then their mail history; the seeders are found and run with the other demo seeders. */
@Module({ providers: [SequencesDemoRepository, SequencesDemoSeeder, DemoHistoryRepository, DemoHistorySeeder] })
export class EnrollmentDemoModule {}
