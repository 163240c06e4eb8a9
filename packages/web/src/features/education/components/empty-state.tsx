import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A friendly box for "nothing here" and "not found" states, with what to do next. */
export function EmptyState({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">{icon}</span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <div className="mt-1 max-w-md text-sm leading-6 text-slate-600">{children}</div>
      {action && <div className="mt-5">{action}</div>}
    </Card>
  );
}
