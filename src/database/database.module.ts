import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClsModule } from 'nestjs-cls';
import { AppConfigService } from '../config/app-config.service';
import { DatabaseLiveness } from './database-liveness.service';
import { DatabaseMigrator } from './database-migrator.service';
import { transactionalPlugin } from './transactions';
import { buildTypeOrmOptions } from './typeorm.options';

/** The TypeORM connection, transactions, migrations, and whether PostgreSQL answers right now (global plumbing). */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({ ...buildTypeOrmOptions(config.database), autoLoadEntities: true }),
    }),
    ClsModule.forRoot({ global: true, plugins: [transactionalPlugin()] }),
  ],
  providers: [DatabaseMigrator, DatabaseLiveness],
  exports: [DatabaseLiveness],
})
export class DatabaseModule {}
