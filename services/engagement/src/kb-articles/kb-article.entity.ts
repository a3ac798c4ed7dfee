import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The search vector (`tsv`) is a generated column maintained by PostgreSQL, so it is not mapped here. */
@Entity('kb_article')
export class KbArticleEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') question!: string;
  @Column('text') answer!: string;
  @Column('text', { array: true }) keywords!: string[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('uuid', { nullable: true }) updatedBy!: string | null;
}
