import { ErrorState } from '@/components/ui/error-state';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';

/** DOC-01/02: every document the caller may see; the agency's staff upload documents and new versions. */
export function DocumentsRoute() {
  const { scope, error, retry } = useRoleScope();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Documents</h1>
        <p className="text-sm text-slate-600">
          Certificates, agreements, inventories, notices and statements, with every version kept.
        </p>
      </header>
      {error ? <ErrorState message="Your account could not be loaded." onRetry={retry} /> : null}
      <DocumentsPanel canEdit={scope === 'company'} />
    </div>
  );
}
