import type { MeterReadingKind } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One reading of an account's meter (UTIL-01); never changed, so the table is the meter's history. */
@Entity({ name: 'meter_reading' })
export class MeterReadingEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') accountId!: string;
  /** A calendar date (YYYY-MM-DD), kept as a string so no time zone shifts it. */
  @Column('date') readOn!: string;
  /** numeric comes back from pg as text; the service turns it into a number. */
  @Column('numeric', { precision: 12, scale: 3 }) value!: string;
  @Column('text') kind!: MeterReadingKind;
  @Column('uuid') takenByUserId!: string;
  @Column('text') takenByName!: string;
  @Column('boolean', { default: false }) meterReplaced!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
