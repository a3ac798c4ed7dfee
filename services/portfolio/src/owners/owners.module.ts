import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OwnersController } from './owners.controller';
import { OwnersService } from './owners.service';
import { PropertyOwnerEntity } from './property-owner.entity';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyOwnerEntity])],
  controllers: [OwnersController],
  providers: [OwnersService],
})
export class OwnersModule {}
