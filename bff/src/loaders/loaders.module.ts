import { Module } from '@nestjs/common';
import { LoadersFactory } from './loaders';

@Module({ providers: [LoadersFactory], exports: [LoadersFactory] })
export class LoadersModule {}
