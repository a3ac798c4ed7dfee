import { AdminPageHeader } from '@/components/admin-page-header';
import { KnowledgeBaseScreen } from '@/features/kb-articles/components/knowledge-base-screen';

export function AdminKnowledgeBaseRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title="Sales-bot knowledge base">
        The questions and answers the sales bot on the public site answers visitors from. Changes apply at once.
      </AdminPageHeader>
      <KnowledgeBaseScreen />
    </div>
  );
}
