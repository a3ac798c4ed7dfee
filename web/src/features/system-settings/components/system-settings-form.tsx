import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

import { useSystemSettingsQuery } from '../api/system-settings.generated';
import { SystemSettingsEditor } from './system-settings-editor';

export interface SystemSettingsFormProps {
  /** Only a superuser may change the settings; admins see them read-only. */
  canEdit: boolean;
}

export function SystemSettingsForm({ canEdit }: SystemSettingsFormProps) {
  // Always the values in use when the page opens: another superuser may have saved since.
  const { data, error, refetch } = useSystemSettingsQuery({ fetchPolicy: 'network-only' });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load the system settings"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) {
    return (
      <Card aria-busy="true" aria-label="Loading system settings" className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </Card>
    );
  }
  const { __typename: _, ...saved } = data.systemSettings;
  // Keyed by the stored values, so the form starts again from them after a save.
  return <SystemSettingsEditor key={JSON.stringify(saved)} saved={saved} canEdit={canEdit} />;
}
