import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** numeric comes back from pg as a string; the fee is a small percentage, safe as a JS number. */
const numericTransformer = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'property_owner' })
export class PropertyOwnerEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('numeric', { precision: 5, scale: 2, transformer: numericTransformer }) managementFeePercent!: number;
  @Column('integer') spendingLimitPence!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
