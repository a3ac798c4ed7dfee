import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { useLogout } from '../hooks/use-logout';

export function LogoutButton({ className }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <Button
      variant="ghost"
      className={cn('w-full justify-start', className)}
      disabled={pending}
      onClick={() => void logout()}
    >
      Logout
    </Button>
  );
}
