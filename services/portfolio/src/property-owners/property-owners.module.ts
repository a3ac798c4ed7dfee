import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { PropertyOwnersController } from './property-owners.controller';
import { PropertyOwnersService } from './property-owners.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [PropertyOwnersController],
  providers: [PropertyOwnersService],
})
export class PropertyOwnersModule {}
