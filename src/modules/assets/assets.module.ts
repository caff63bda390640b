import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssetsRepository } from './assets.repository';
import { AssetsService } from './assets.service';
import { AssetEntity } from './entities/asset.entity';
import { assetStoreProvider } from './storage/asset-store.provider';

/**
 * Images for email templates: uploads (direct or through a signed URL), the image list and their public serving
 * under /media. Other modules use AssetsService (public URLs, recognising our URLs, existence checks). Depends on no
 * other feature module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AssetEntity])],
  providers: [AssetsService, AssetsRepository, assetStoreProvider],
  exports: [AssetsService],
})
export class AssetsModule {}
