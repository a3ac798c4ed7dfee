import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { MeterPhotosController } from './meter-photos.controller';
import { MeterPhotosService } from './meter-photos.service';
import { UtilityAccountsClient } from './utility-accounts.client';
import { MeterReadingPhotosResolver, UtilityAccountsResolver } from './utility-accounts.resolver';

@Module({
  imports: [UploadsModule],
  controllers: [MeterPhotosController],
  providers: [UtilityAccountsClient, UtilityAccountsResolver, MeterReadingPhotosResolver, MeterPhotosService],
  exports: [UtilityAccountsClient],
})
export class UtilityAccountsModule {}
