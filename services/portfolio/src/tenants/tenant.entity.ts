import type { TenantStatus } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A tenant of the company (TEN-01); their Right to Rent checks are rows of tenant_right_to_rent_check (TEN-02). */
@Entity({ name: 'tenant' })
export class TenantEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') firstName!: string;
  @Column('text') lastName!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date', { nullable: true }) dateOfBirth!: string | null;
  @Column('text', { nullable: true }) emergencyContactName!: string | null;
  @Column('text', { nullable: true }) emergencyContactPhone!: string | null;
  @Column('text', { nullable: true }) emergencyContactRelationship!: string | null;
  @Column('text', { default: 'applicant' }) status!: TenantStatus;
  @Column('text', { nullable: true }) notes!: string | null;
  /** The tenant's own login, or the one their portal invitation will make: what it may see follows from this row. */
  @Column('uuid', { nullable: true }) userId!: string | null;
  @Column('timestamptz', { nullable: true }) invitedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
