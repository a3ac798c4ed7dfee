import type { SupportSender } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('support_message')
export class SupportMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') conversationId!: string;
  @Column('text') sender!: SupportSender;
  @Column('uuid', { nullable: true }) authorUserId!: string | null;
  @Column('text') body!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
