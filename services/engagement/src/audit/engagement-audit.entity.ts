import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('engagement_audit')
export class EngagementAuditEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { nullable: true }) companyId!: string | null;
  @Column('uuid', { nullable: true }) actorUserId!: string | null;
  @Column('text') action!: string;
  @Column('text') subjectType!: string;
  @Column('uuid') subjectId!: string;
  @Column('jsonb') data!: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
