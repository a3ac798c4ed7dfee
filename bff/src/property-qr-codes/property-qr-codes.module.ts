import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { PropertyQrCodesController } from './property-qr-codes.controller';

@Module({ imports: [PropertiesModule], controllers: [PropertyQrCodesController] })
export class PropertyQrCodesModule {}
