import type { BlogPostStatus } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('blog_post')
export class BlogPostEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') slug!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('text') bodyMarkdown!: string;
  @Column('text', { nullable: true }) coverImageUrl!: string | null;
  @Column('text') status!: BlogPostStatus;
  @Column('timestamptz', { nullable: true }) publishedAt!: Date | null;
  @Column('uuid', { nullable: true }) authorUserId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('integer') version!: number;
}
