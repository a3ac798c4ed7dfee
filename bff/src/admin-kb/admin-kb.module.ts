import { Module } from '@nestjs/common';
import { AdminKbController } from './admin-kb.controller';

/** The sales bot's knowledge base in the admin area (REST over the engagement service's admin routes). */
@Module({ controllers: [AdminKbController] })
export class AdminKnowledgeBaseModule {}
