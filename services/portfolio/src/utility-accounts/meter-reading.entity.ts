import type { MeterPhotoContentType, MeterReadingKind } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One reading of an account's meter (UTIL-01); its values never change, so the table is the meter's history. The
 * photo columns are set once, together, when the meter's photo is attached (null until then).
 */
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
  /** `meter-photos/<uuid>.<ext>` in the bff's file storage. */
  @Column('text', { nullable: true }) photoStorageKey!: string | null;
  @Column('text', { nullable: true }) photoContentType!: MeterPhotoContentType | null;
  @Column('integer', { nullable: true }) photoSizeBytes!: number | null;
  @Column('integer', { nullable: true }) photoWidth!: number | null;
  @Column('integer', { nullable: true }) photoHeight!: number | null;
  @Column('uuid', { nullable: true }) photoUploadedByUserId!: string | null;
  @Column('timestamptz', { nullable: true }) photoUploadedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
