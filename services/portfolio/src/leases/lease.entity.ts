import type { LeaseStatus } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A tenancy of one property; its tenants are lease_tenant rows. */
@Entity({ name: 'lease' })
export class LeaseEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') propertyId!: string;
  @Column('text') status!: LeaseStatus;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date') startDate!: string;
  @Column('date', { nullable: true }) endDate!: string | null;
  @Column('integer') monthlyRentPence!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
