import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A Scottish factor (block manager) looking after the common parts of a building. */
@Entity({ name: 'building_factor' })
export class BuildingFactorEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
