import { LIMITS } from '@wellpath/shared/limits';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@wellpath/shared/staff/roles';
import { staffInvitationBodySchema, type StaffUser } from '@wellpath/shared/staff/wire';
import { Ban, CircleCheck, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useChangeRoleMutation, useDeactivateStaffMutation, useInviteStaffMutation, useStaffAccountsQuery } from '../api/staff';
import { Badge, type BadgeTone } from '../components/badge';
import { formatLastActive } from '../components/format';
import { cellClass, rowClass, ScrollTable } from '../components/scroll-table';
import { RoleGate, useStaff } from '../components/staff-context';
import { useNow } from '../components/use-now';

const TITLE = 'Staff';

const STATUS: Record<StaffUser['status'], { label: string; tone: BadgeTone; icon: typeof Mail }> = {
  invited: { label: 'Invited', tone: 'info', icon: Mail },
  active: { label: 'Active', tone: 'success', icon: CircleCheck },
  deactivated: { label: 'Deactivated', tone: 'neutral', icon: Ban },
};

const fullName = (user: Pick<StaffUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** /care/staff: the care team's accounts; invite, change a role, deactivate (administrators). */
export function StaffPage() {
  return <RoleGate permission="staff:manage" title={TITLE} screen={StaffAdmin} />;
}

function StaffAdmin() {
  const me = useStaff();
  const accounts = useStaffAccountsQuery();
  const now = useNow();
  // What the last change did; it goes when the next one starts.
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const [changing, setChanging] = useState<StaffUser | null>(null);
  const [deactivating, setDeactivating] = useState<StaffUser | null>(null);

  const done = (message: string) => setOutcome({ type: 'success', message });

  return (
    <div className="space-y-8">
      <title>{pageTitle(TITLE)}</title>
      <PageHeader
        title={TITLE}
        description="The care team's accounts. An invited person gets an e-mail with a link to set their password (it works once, for 48 hours), then sets up their second factor at their first login."
      />
      <div className="grid items-start gap-8 2xl:grid-cols-3">
        <section aria-labelledby="accounts-heading" className="min-w-0 space-y-4 2xl:col-span-2">
          <h2 id="accounts-heading" className="text-xl font-semibold text-slate-900">
            Accounts
          </h2>
          <FormStatus outcome={outcome} />
          <AsyncSection
            query={accounts}
            loading={<SkeletonGroup className="space-y-2" label="Loading accounts" shapes={['h-12', 'h-12', 'h-12']} />}
            error={<RetryError query={accounts}>The accounts could not be loaded.</RetryError>}
          >
            {(list) => (
              <ScrollTable
                caption="Care team accounts"
                hideCaption
                columns={['Name', 'Role', 'Status', 'Second factor', 'Last active', 'Actions']}
                minWidth="min-w-[52rem]"
              >
                {list.map((user) => {
                  const status = STATUS[user.status];
                  const manageable = user._id !== me._id && user.status !== 'deactivated';
                  return (
                    <tr key={user._id} className={rowClass}>
                      <th scope="row" className={`${cellClass} font-medium`}>
                        {fullName(user)}
                        {user._id === me._id && <span className="font-normal text-slate-600"> (you)</span>}
                        <span className="block font-normal break-all text-slate-600">{user.email}</span>
                      </th>
                      <td className={cellClass}>{ROLE_LABELS[user.role]}</td>
                      <td className={cellClass}>
                        <Badge tone={status.tone} icon={status.icon}>
                          {status.label}
                        </Badge>
                      </td>
                      <td className={cellClass}>
                        <span className="inline-flex items-center gap-1.5">
                          {user.second_factor_enabled ? (
                            <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
                          ) : (
                            <ShieldOff className="size-4 text-slate-500" aria-hidden="true" />
                          )}
                          {user.second_factor_enabled ? 'On' : 'Off'}
                        </span>
                      </td>
                      <td className={cellClass}>{formatLastActive(user.last_active_at, now)}</td>
                      <td className={cellClass}>
                        {manageable ? (
                          <div className="flex flex-wrap gap-2">
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={`Change the role of ${fullName(user)}`}
                              onClick={() => (clearSuccess(), setChanging(user))}
                            >
                              Change role
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-red-800"
                              aria-label={`Deactivate ${fullName(user)}`}
                              onClick={() => (clearSuccess(), setDeactivating(user))}
                            >
                              Deactivate
                            </Button>
                          </div>
                        ) : (
                          <span className="text-slate-500">—</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </ScrollTable>
            )}
          </AsyncSection>
        </section>
        <InviteForm />
      </div>
      {changing && (
        <ChangeRoleDialog
          user={changing}
          onCancel={() => setChanging(null)}
          onChanged={(user) => {
            setChanging(null);
            done(`The role of ${fullName(user)} is now ${ROLE_LABELS[user.role]}.`);
          }}
        />
      )}
      {deactivating && (
        <DeactivateDialog
          user={deactivating}
          onCancel={() => setDeactivating(null)}
          onDeactivated={(user) => {
            setDeactivating(null);
            done(`${fullName(user)}'s account is deactivated: they can no longer log in.`);
          }}
        />
      )}
    </div>
  );
}

function InviteForm() {
  const invite = useInviteStaffMutation();
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(staffInvitationBodySchema, { defaultValues: { email: '', role: 'coach', firstName: '', lastName: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    invite.mutate(body, {
      onSuccess: (user) => {
        form.reset();
        setOutcome({
          type: 'success',
          message: `Invitation sent to ${user.email}. The link to set a password works once, for 48 hours.`,
        });
      },
      onError: (error) =>
        setOutcome(failedSubmit(error, 'The invitation could not be sent. Please try again.', { serverMessageOn: [400, 409] })),
    });
  });

  return (
    <section aria-labelledby="invite-heading" className="max-w-xl space-y-4 2xl:max-w-none">
      <h2 id="invite-heading" className="text-xl font-semibold text-slate-900">
        Invite a staff member
      </h2>
      <FormStatus outcome={outcome} />
      <Card className="p-5 sm:p-6">
        <form className="space-y-5" onChange={clearSuccess} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label="E-mail"
            hint="The link to set a password is sent to this address."
            type="email"
            autoComplete="off"
            required
            maxLength={LIMITS.email}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SelectField label="Role" required error={errors.role?.message} {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="First name"
            required
            maxLength={LIMITS.name}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField label="Last name" required maxLength={LIMITS.name} error={errors.lastName?.message} {...form.register('lastName')} />
          <FormActions submitLabel="Send invitation" pending={invite.isPending} fullWidth />
        </form>
      </Card>
    </section>
  );
}

function ChangeRoleDialog({ user, onCancel, onChanged }: { user: StaffUser; onCancel: () => void; onChanged: (user: StaffUser) => void }) {
  const change = useChangeRoleMutation();
  const [role, setRole] = useState<StaffRole>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      title={`Change the role of ${fullName(user)}`}
      describeBody={false}
      confirmLabel="Change role"
      busy={change.isPending}
      onCancel={onCancel}
      onConfirm={() => {
        if (role === user.role) return onCancel();
        setFailure(null);
        change.mutate(
          { id: user._id, role },
          {
            onSuccess: onChanged,
            onError: (error) => setFailure(failedSubmit(error, 'The role could not be changed. Please try again.').message),
          },
        );
      }}
    >
      <p>
        The role decides what they can open: coaches see no health data or alerts; only administrators manage staff and read the access log.
      </p>
      {failure && (
        <StatusMessage type="error" className="mt-3">
          {failure}
        </StatusMessage>
      )}
      <SelectField label="Role" className="mt-4" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
    </Modal>
  );
}

function DeactivateDialog({
  user,
  onCancel,
  onDeactivated,
}: {
  user: StaffUser;
  onCancel: () => void;
  onDeactivated: (user: StaffUser) => void;
}) {
  const deactivate = useDeactivateStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      title={`Deactivate ${fullName(user)}?`}
      confirmLabel="Deactivate"
      confirmVariant="danger"
      busy={deactivate.isPending}
      onCancel={onCancel}
      onConfirm={() => {
        setFailure(null);
        deactivate.mutate(user._id, {
          onSuccess: onDeactivated,
          onError: (error) => setFailure(failedSubmit(error, 'The account could not be deactivated. Please try again.').message),
        });
      }}
    >
      <p>
        They are logged out at once and can no longer log in. Their name stays on their replies and in the access log. This cannot be undone
        here.
      </p>
      {failure && (
        <StatusMessage type="error" className="mt-3">
          {failure}
        </StatusMessage>
      )}
    </Modal>
  );
}
