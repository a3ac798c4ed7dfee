import type { UtilityKind, UtilityPayer } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A property's account with a utility supplier, the council or the TV licensing authority (UTIL-01). */
@Entity({ name: 'utility_account' })
export class UtilityAccountEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') propertyId!: string;
  @Column('text') kind!: UtilityKind;
  @Column('text') supplier!: string;
  @Column('text', { nullable: true }) accountNumber!: string | null;
  /** MPAN core or MPRN, digits only. */
  @Column('text', { nullable: true }) meterPoint!: string | null;
  @Column('text') payer!: UtilityPayer;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
