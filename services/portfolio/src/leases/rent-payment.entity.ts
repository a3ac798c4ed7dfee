import type { RentPaymentMethod } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** RENT-01: a payment of rent received; never edited, a mistaken one is deleted with its record in the history. */
@Entity({ name: 'rent_payment' })
export class RentPaymentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') leaseId!: string;
  @Column('date') paidOn!: string;
  @Column('integer') amountPence!: number;
  @Column('text') method!: RentPaymentMethod;
  @Column('text', { nullable: true }) reference!: string | null;
  @Column('uuid', { nullable: true }) recordedByUserId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) recordedAt!: Date;
}
