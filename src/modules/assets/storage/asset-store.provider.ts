import type { FactoryProvider } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { ASSET_STORE, type AssetStore } from './asset-store.types';
import { LocalAssetStore } from './local-asset.store';
import { S3AssetStore } from './s3-asset.store';

/** The store ASSET_STORE names: a local directory (default) or an S3 bucket. */
export const assetStoreProvider: FactoryProvider<AssetStore> = {
  provide: ASSET_STORE,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService): AssetStore => {
    const settings = config.assets;
    if (settings.store === 's3' && settings.s3) return new S3AssetStore(settings.s3);
    return new LocalAssetStore(settings.localDir);
  },
};
