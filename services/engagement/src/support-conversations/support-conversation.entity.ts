import type { SupportConversationStatus } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('support_conversation')
export class SupportConversationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Null for visitors; a signed-in user's conversation carries their company. */
  @Column('uuid', { nullable: true }) companyId!: string | null;
  @Column('uuid', { nullable: true }) userId!: string | null;
  @Column('text', { nullable: true }) visitorName!: string | null;
  @Column('text', { nullable: true }) visitorEmail!: string | null;
  /** SHA-256 of the visitor's conversation token; the token itself is only ever given to the visitor. */
  @Column('text', { nullable: true, select: false }) visitorTokenHash!: string | null;
  @Column('text') country!: string;
  @Column('text') status!: SupportConversationStatus;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz') lastMessageAt!: Date;
}
