import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClsModule } from 'nestjs-cls';
import { AppConfigService } from '../config/app-config.service';
import { DatabaseMigrator } from './database-migrator.service';
import { transactionalPlugin } from './transactions';
import { buildTypeOrmOptions } from './typeorm.options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({ ...buildTypeOrmOptions(config.database), autoLoadEntities: true }),
    }),
    ClsModule.forRoot({ global: true, plugins: [transactionalPlugin()] }),
  ],
  providers: [DatabaseMigrator],
})
export class DatabaseModule {}
