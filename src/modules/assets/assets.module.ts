import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { memoryStorage } from 'multer';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetUploadService } from './asset-upload.service';
import { AssetsController } from './assets.controller';
import { AssetsRepository } from './assets.repository';
import { AssetsService } from './assets.service';
import { AssetEntity } from './entities/asset.entity';
import { MediaController } from './media.controller';
import { assetStoreProvider } from './storage/asset-store.provider';

/**
 * Images for email templates: uploads (direct or through a signed URL), the image list and their public serving
 * under /media. Other modules use AssetsService (public URLs, recognising our URLs, existence checks). Depends on no
 * other feature module.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AssetEntity]),
    // One file per request, kept in memory and cut off past ASSET_MAX_BYTES (multer answers 413).
    MulterModule.registerAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        storage: memoryStorage(),
        defParamCharset: 'utf8',
        limits: { fileSize: config.assets.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
      }),
    }),
  ],
  controllers: [AssetsController, MediaController],
  providers: [AssetsService, AssetUploadService, AssetsRepository, assetStoreProvider],
  exports: [AssetsService],
})
export class AssetsModule {}
