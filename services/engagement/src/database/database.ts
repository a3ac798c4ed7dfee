import type { ServiceKitOptions } from '@pm/kit';
import { EngagementAuditEntity } from '../audit/engagement-audit.entity';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { BugReportEntity } from '../bug-reports/bug-report.entity';
import { ContactNoteEntity } from '../contact/contact-note.entity';
import { ContactSubmissionEntity } from '../contact/contact-submission.entity';
import { KbArticleEntity } from '../kb/kb-article.entity';
import { SupportConversationEntity } from '../support/support-conversation.entity';
import { SupportMessageEntity } from '../support/support-message.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';
import { EngagementFeatures1767312000000 } from './migrations/1767312000000-engagement-features';

export const ENGAGEMENT_SCHEMA = 'engagement';
export const ENGAGEMENT_ENTITIES: ServiceKitOptions['entities'] = [
  ContactSubmissionEntity,
  ContactNoteEntity,
  EngagementAuditEntity,
  BlogPostEntity,
  KbArticleEntity,
  SupportConversationEntity,
  SupportMessageEntity,
  BugReportEntity,
];
export const ENGAGEMENT_MIGRATIONS = [Initial1767225600000, EngagementFeatures1767312000000];
