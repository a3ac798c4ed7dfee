import { Module } from '@nestjs/common';
import { PropertyOwnersModule } from '../property-owners/property-owners.module';
import { UsersModule } from '../users/users.module';
import { PropertiesClient } from './properties.client';
import { PropertiesController } from './properties.controller';
import { PropertyCsvController } from './property-csv.controller';
import { PropertiesResolver } from './properties.resolver';
import { PropertyLoader } from './property.loader';

@Module({
  imports: [PropertyOwnersModule, UsersModule],
  controllers: [PropertiesController, PropertyCsvController],
  providers: [PropertiesClient, PropertiesResolver, PropertyLoader],
  exports: [PropertiesClient, PropertyLoader],
})
export class PropertiesModule {}
