import { Module } from '@nestjs/common';
import { AdvancerModule } from './advancer/advancer.module';

/** Runs (worker role): the sequence advancer, which claims due runs, decides, sends through delivery and moves them on. */
@Module({ imports: [AdvancerModule] })
export class RunsWorkerModule {}
