import { Check, Circle } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { cn } from '@/lib/cn';

import { passwordRules } from './auth-schemas';

export function PasswordRulesList() {
  const password = useWatch<Record<'password', string>, 'password'>({ name: 'password' });
  return (
    <ul aria-label="Password rules" className="space-y-1 text-xs">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-600')}
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
