import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from '../config/app-config.service';
import { DatabaseMigrator } from './database-migrator.service';
import { buildTypeOrmOptions } from './typeorm.options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({ ...buildTypeOrmOptions(config.database), autoLoadEntities: true }),
    }),
  ],
  providers: [DatabaseMigrator],
})
export class DatabaseModule {}
