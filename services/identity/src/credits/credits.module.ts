import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditEntryEntity } from './credit-entry.entity';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';

@Module({
  imports: [TypeOrmModule.forFeature([CreditEntryEntity])],
  controllers: [CreditsController],
  providers: [CreditsService],
})
export class CreditsModule {}
