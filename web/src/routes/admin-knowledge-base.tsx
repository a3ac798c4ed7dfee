import { KnowledgeBaseScreen } from '@/features/admin-kb/components/knowledge-base-screen';

export function AdminKnowledgeBaseRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Sales-bot knowledge base</h1>
        <p className="mt-1 text-sm text-slate-600">
          The questions and answers the sales bot on the public site answers visitors from. Changes apply at once.
        </p>
      </header>
      <KnowledgeBaseScreen />
    </div>
  );
}
