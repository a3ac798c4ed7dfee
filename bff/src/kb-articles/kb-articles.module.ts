import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { KbArticlesClient } from './kb-articles.client';
import { KbArticlesResolver } from './kb-articles.resolver';

@Module({
  imports: [UsersModule],
  providers: [KbArticlesClient, KbArticlesResolver],
  exports: [KbArticlesClient],
})
export class KbArticlesModule {}
