import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One change of a portfolio record (ISO-04), written in the same transaction as the change. */
@Entity('portfolio_audit')
export class PortfolioAuditEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid', { nullable: true }) actorUserId!: string | null;
  @Column('text') action!: string;
  @Column('text') subjectType!: string;
  @Column('uuid') subjectId!: string;
  @Column('jsonb') data!: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
