import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Append-only: a correction is a new, negative entry. */
@Entity('credit_entry')
@Index(['reason', 'referenceId'], { unique: true })
export class CreditEntryEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') companyId!: string;
  @Index() @Column('uuid') userId!: string;
  @Column('integer') amount!: number;
  @Column('text') reason!: string;
  @Column('text', { nullable: true }) referenceId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
