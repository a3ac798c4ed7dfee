import { Module } from '@nestjs/common';
import { PropertiesController } from './properties.controller';
import { PropertiesResolver } from './properties.resolver';

@Module({ controllers: [PropertiesController], providers: [PropertiesResolver] })
export class PropertiesModule {}
