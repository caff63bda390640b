import { Global, Module } from '@nestjs/common';
import { EngineCounters } from './engine-counters.service';

/** EngineCounters for every module, in both roles (imported once by the app module). */
@Global()
@Module({ providers: [EngineCounters], exports: [EngineCounters] })
export class MetricsModule {}
