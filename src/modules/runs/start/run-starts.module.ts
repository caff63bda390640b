import { Module } from '@nestjs/common';
import { RunStartsRepository } from './run-starts.repository';
import { RunStartsService } from './run-starts.service';

/** RunStartsService (either role): where enrollment starts and unenrolls runs. */
@Module({ providers: [RunStartsRepository, RunStartsService], exports: [RunStartsService] })
export class RunStartsModule {}
