import { Trans } from '@lingui/react/macro';
import { can, type Permission } from '@wellpath/shared/staff/roles';
import type { StaffMe } from '@wellpath/shared/staff/wire';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { CareTitle } from './care-title';

const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member, for every screen of the workspace (the layout loads them once). */
export function StaffProvider({ staff, children }: { staff: StaffMe; children: ReactNode }) {
  return <StaffContext value={staff}>{children}</StaffContext>;
}

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used outside the care workspace');
  return staff;
}

/** Whether the signed-in staff member's role may open this (the server checks it again on every call). */
export function useCan(permission: Permission): boolean {
  return can(useStaff().role, permission);
}

/** A screen the role may not open says so (a link to it can still be typed or shared); otherwise `screen` shows. */
export function RoleGate({ permission, title, screen: Screen }: { permission: Permission; title: string; screen: ComponentType }) {
  if (useCan(permission)) return <Screen />;
  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader title={title} />
      <StatusMessage type="error">
        <Trans>Your role does not give access to this page.</Trans>
      </StatusMessage>
    </div>
  );
}
