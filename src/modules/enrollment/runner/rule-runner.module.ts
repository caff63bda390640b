import { Module } from '@nestjs/common';

/** The rule runner (worker role): enrolls the eligible contacts of active rules within the daily caps. */
@Module({})
export class RuleRunnerModule {}
