import type { DepositScheme, LeaseStatus, Nation, RentFrequency, TenancyType } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A tenancy of one property; its tenants are lease_tenant rows, its later rents rent_change rows. */
@Entity({ name: 'lease' })
export class LeaseEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') propertyId!: string;
  @Column('text') status!: LeaseStatus;
  /** The nation whose law the tenancy was made under: its property's when created. */
  @Column('text') nation!: Nation;
  @Column('text') type!: TenancyType;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date') startDate!: string;
  @Column('date', { nullable: true }) endDate!: string | null;
  /** The starting rent per `rentFrequency`. */
  @Column('integer') rentPence!: number;
  @Column('text') rentFrequency!: RentFrequency;
  @Column('smallint', { nullable: true }) rentDueDay!: number | null;
  /** The monthly equivalent of the rent in force when last written, for readers that want one figure. */
  @Column('integer') monthlyRentPence!: number;
  @Column('integer', { nullable: true }) depositPence!: number | null;
  @Column('text', { nullable: true }) depositScheme!: DepositScheme | null;
  @Column('date', { nullable: true }) depositReceivedOn!: string | null;
  @Column('date', { nullable: true }) depositProtectedOn!: string | null;
  @Column('text', { nullable: true }) depositReference!: string | null;
  @Column('date', { nullable: true }) prescribedInformationServedOn!: string | null;
  @Column('date', { nullable: true }) noticeGivenOn!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
