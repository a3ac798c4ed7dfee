import type { ServiceKitOptions } from '@pm/kit';
import { EngagementAuditEntity } from '../audit/engagement-audit.entity';
import { BlogPostEntity } from '../blog-posts/blog-post.entity';
import { BugReportEntity } from '../bug-reports/bug-report.entity';
import { ContactNoteEntity } from '../contact-submissions/contact-note.entity';
import { ContactSubmissionEntity } from '../contact-submissions/contact-submission.entity';
import { KbArticleEntity } from '../kb-articles/kb-article.entity';
import { SupportConversationEntity } from '../support-conversations/support-conversation.entity';
import { SupportMessageEntity } from '../support-conversations/support-message.entity';
import { Initial1767225600000 } from './migrations/1767225600000-initial';
import { EngagementFeatures1767312000000 } from './migrations/1767312000000-engagement-features';
import { RowLevelSecurity1795830000000 } from './migrations/1795830000000-row-level-security';
import { ContentNovember20261795900000000 } from './migrations/1795900000000-content-november-2026';
import { ContentPortfolioLive1796700000000 } from './migrations/1796700000000-content-portfolio-live';
import { ContentTenanciesLive1797100000000 } from './migrations/1797100000000-content-tenancies-live';

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
export const ENGAGEMENT_MIGRATIONS = [
  Initial1767225600000,
  EngagementFeatures1767312000000,
  RowLevelSecurity1795830000000,
  ContentNovember20261795900000000,
  ContentPortfolioLive1796700000000,
  ContentTenanciesLive1797100000000,
];
