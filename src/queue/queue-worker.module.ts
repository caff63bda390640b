import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { WorkerBootCheck } from './worker-boot-check.service';

/** Worker-role checks of the queue plumbing. */
@Module({ imports: [DiscoveryModule], providers: [WorkerBootCheck] })
export class QueueWorkerModule {}
