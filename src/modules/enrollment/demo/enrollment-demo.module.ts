import { Module } from '@nestjs/common';
import { SequencesDemoRepository } from './sequences-demo.repository';
import { SequencesDemoSeeder } from './sequences-demo.seeder';

/** Demo sequences, rules and enrollments; the seeder is found and run with the other demo seeders. */
@Module({ providers: [SequencesDemoRepository, SequencesDemoSeeder] })
export class EnrollmentDemoModule {}
