import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_log')
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid', { nullable: true }) actorUserId!: string | null;
  @Column('text') action!: string;
  @Column('uuid') subjectId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column('jsonb') data!: Record<string, unknown>;
}
