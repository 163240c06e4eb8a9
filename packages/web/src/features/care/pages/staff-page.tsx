import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@wellpath/shared/staff/roles';
import { staffInvitationBodySchema, type StaffUser } from '@wellpath/shared/staff/wire';
import { Ban, CircleCheck, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { failedSubmit, useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import {
  useChangeRoleMutation,
  useDeactivateStaffMutation,
  useInviteStaffMutation,
  useResetStaffSecondFactorMutation,
  useStaffAccountsQuery,
} from '../api/staff';
import { Badge, type BadgeTone } from '../components/badge';
import { formatLastActive } from '../components/format';
import { cellClass, rowClass, ScrollTable } from '../components/scroll-table';
import { RoleGate, useStaff } from '../components/staff-context';
import { useNow } from '../components/use-now';
import { CareTitle } from '../components/care-title';

const STATUS: Record<StaffUser['status'], { label: MessageDescriptor; tone: BadgeTone; icon: typeof Mail }> = {
  invited: { label: msg({ message: 'Invited', comment: 'a staff account' }), tone: 'info', icon: Mail },
  active: { label: msg({ message: 'Active', comment: 'a staff account' }), tone: 'success', icon: CircleCheck },
  deactivated: { label: msg({ message: 'Deactivated', comment: 'a staff account' }), tone: 'neutral', icon: Ban },
};

const fullName = (user: Pick<StaffUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** /care/staff: the care team's accounts; invite, change a role, deactivate (administrators). */
export function StaffPage() {
  const { t } = useLingui();
  return <RoleGate permission="staff:manage" title={t`Staff`} screen={StaffAdmin} />;
}

function StaffAdmin() {
  const { t } = useLingui();
  const title = t`Staff`;
  const me = useStaff();
  const accounts = useStaffAccountsQuery();
  const now = useNow();
  // What the last change did; it goes when the next one starts.
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const [changing, setChanging] = useState<StaffUser | null>(null);
  const [deactivating, setDeactivating] = useState<StaffUser | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);

  const done = (message: string) => setOutcome({ type: 'success', message });

  return (
    <div className="space-y-8">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`The care team's accounts. An invited person gets an e-mail with a link to set their password (it works once, for 48 hours), then sets up their second factor at their first login.`}
      />
      <div className="grid items-start gap-8 2xl:grid-cols-3">
        <section aria-labelledby="accounts-heading" className="min-w-0 space-y-4 2xl:col-span-2">
          <h2 id="accounts-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Accounts</Trans>
          </h2>
          <FormStatus outcome={outcome} />
          <AsyncSection
            query={accounts}
            loading={<SkeletonGroup className="space-y-2" label={t`Loading accounts`} shapes={['h-12', 'h-12', 'h-12']} />}
            error={
              <RetryError query={accounts}>
                <Trans>The accounts could not be loaded.</Trans>
              </RetryError>
            }
          >
            {(list) => (
              <ScrollTable
                caption={t`Care team accounts`}
                hideCaption
                columns={[t`Name`, t`Role`, t`Status`, t`Second factor`, t`Last active`, t`Actions`]}
                minWidth="min-w-[52rem]"
              >
                {list.map((user) => (
                  <AccountRow
                    key={user._id}
                    user={user}
                    isMe={user._id === me._id}
                    now={now}
                    onChangeRole={() => (clearSuccess(), setChanging(user))}
                    onResetSecondFactor={() => (clearSuccess(), setResetting(user))}
                    onDeactivate={() => (clearSuccess(), setDeactivating(user))}
                  />
                ))}
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
            const name = fullName(user);
            const role = tr(ROLE_NAMES[user.role]);
            done(t`The role of ${name} is now ${role}.`);
          }}
        />
      )}
      {resetting && (
        <ResetSecondFactorDialog
          user={resetting}
          onCancel={() => setResetting(null)}
          onDone={(user) => {
            setResetting(null);
            const name = fullName(user);
            done(
              t`The second factor of ${name} is reset: they are logged out and set it up again at their next login. You and they have been told by e-mail.`,
            );
          }}
        />
      )}
      {deactivating && (
        <DeactivateDialog
          user={deactivating}
          onCancel={() => setDeactivating(null)}
          onDone={(user) => {
            setDeactivating(null);
            const name = fullName(user);
            done(t`${name}'s account is deactivated: they can no longer log in.`);
          }}
        />
      )}
    </div>
  );
}

/** One account: name and e-mail, role, status, second factor, last active, and what an administrator may do to it. */
function AccountRow({
  user,
  isMe,
  now,
  onChangeRole,
  onResetSecondFactor,
  onDeactivate,
}: {
  user: StaffUser;
  isMe: boolean;
  now: number;
  onChangeRole: () => void;
  onResetSecondFactor: () => void;
  onDeactivate: () => void;
}) {
  const { t, i18n } = useLingui();
  const status = STATUS[user.status];
  const manageable = !isMe && user.status !== 'deactivated';
  const name = fullName(user);
  return (
    <tr className={rowClass}>
      <th scope="row" className={`${cellClass} font-medium`}>
        {fullName(user)}
        {isMe && (
          <span className="font-normal text-slate-600">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
        <span className="block font-normal break-all text-slate-600">{user.email}</span>
      </th>
      <td className={cellClass}>{tr(ROLE_NAMES[user.role])}</td>
      <td className={cellClass}>
        <Badge tone={status.tone} icon={status.icon}>
          {i18n._(status.label)}
        </Badge>
      </td>
      <td className={cellClass}>
        <span className="inline-flex items-center gap-1.5">
          {user.second_factor_enabled ? (
            <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-4 text-slate-500" aria-hidden="true" />
          )}
          {user.second_factor_enabled ? t`On` : t`Off`}
        </span>
      </td>
      <td className={cellClass}>{formatLastActive(user.last_active_at, now)}</td>
      <td className={cellClass}>
        {manageable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" aria-label={t`Change role: ${name}`} onClick={onChangeRole}>
              <Trans>Change role</Trans>
            </Button>
            {user.second_factor_enabled && (
              <Button variant="secondary" size="sm" aria-label={t`Reset second factor: ${name}`} onClick={onResetSecondFactor}>
                <Trans>Reset second factor</Trans>
              </Button>
            )}
            <Button variant="ghost" size="sm" className="text-red-800" aria-label={t`Deactivate ${name}`} onClick={onDeactivate}>
              <Trans>Deactivate</Trans>
            </Button>
          </div>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
    </tr>
  );
}

function InviteForm() {
  const { t } = useLingui();
  const invite = useInviteStaffMutation();
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const form = useZodForm(staffInvitationBodySchema, { defaultValues: { email: '', role: 'coach', firstName: '', lastName: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    invite.mutate(body, {
      onSuccess: (user) => {
        form.reset();
        const email = user.email;
        setOutcome({
          type: 'success',
          message: t`Invitation sent to ${email}. The link to set a password works once, for 48 hours.`,
        });
      },
      onError: (error) =>
        setOutcome(failedSubmit(error, t`The invitation could not be sent. Please try again.`, { serverMessageOn: [400, 409] })),
    });
  });

  return (
    <section aria-labelledby="invite-heading" className="max-w-xl space-y-4 2xl:max-w-none">
      <h2 id="invite-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Invite a staff member</Trans>
      </h2>
      <FormStatus outcome={outcome} />
      <Card className="p-5 sm:p-6">
        <form className="space-y-5" onChange={clearSuccess} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t`E-mail`}
            hint={t`The link to set a password is sent to this address.`}
            type="email"
            autoComplete="off"
            required
            maxLength={LIMITS.email}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SelectField label={t`Role`} required error={errors.role?.message} {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {tr(ROLE_NAMES[role])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`First name`}
            required
            maxLength={LIMITS.name}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t`Last name`}
            required
            maxLength={LIMITS.name}
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <FormActions submitLabel={t`Send invitation`} pending={invite.isPending} fullWidth />
        </form>
      </Card>
    </section>
  );
}

function ChangeRoleDialog({ user, onCancel, onChanged }: { user: StaffUser; onCancel: () => void; onChanged: (user: StaffUser) => void }) {
  const { t } = useLingui();
  const change = useChangeRoleMutation();
  const name = fullName(user);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      title={t`Change the role of ${name}`}
      describeBody={false}
      confirmLabel={t`Change role`}
      busy={change.isPending}
      onCancel={onCancel}
      onConfirm={() => {
        if (role === user.role) return onCancel();
        setFailure(null);
        change.mutate(
          { id: user._id, role },
          {
            onSuccess: onChanged,
            onError: (error) => setFailure(failedSubmit(error, t`The role could not be changed. Please try again.`).message),
          },
        );
      }}
    >
      <p>
        <Trans>
          The role decides what they can open: coaches see no health data or alerts; only administrators manage staff and read the access
          log.
        </Trans>
      </p>
      {failure && (
        <StatusMessage type="error" className="mt-3">
          {failure}
        </StatusMessage>
      )}
      <SelectField label={t`Role`} className="mt-4" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {tr(ROLE_NAMES[r])}
          </option>
        ))}
      </SelectField>
    </Modal>
  );
}

interface DialogProps {
  user: StaffUser;
  onCancel: () => void;
  onDone: (user: StaffUser) => void;
}

/**
 * Asks before an action on another staff member's account that cannot be undone here: `run` calls
 * the server; what failed is said in the dialog, which stays open.
 */
function ConfirmAccountAction({
  user,
  onCancel,
  onDone,
  title,
  confirmLabel,
  action,
  failed,
  children,
}: DialogProps & {
  title: string;
  confirmLabel: string;
  action: {
    mutate: (id: string, handlers: { onSuccess: (user: StaffUser) => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** What the dialog says of a failure. */
  failed: (error: Error) => string;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant="danger"
      busy={action.isPending}
      onCancel={onCancel}
      onConfirm={() => {
        setFailure(null);
        action.mutate(user._id, { onSuccess: onDone, onError: (error) => setFailure(failed(error)) });
      }}
    >
      {children}
      {failure && (
        <StatusMessage type="error" className="mt-3">
          {failure}
        </StatusMessage>
      )}
    </Modal>
  );
}

function DeactivateDialog(props: DialogProps) {
  const { t } = useLingui();
  const deactivate = useDeactivateStaffMutation();
  const name = fullName(props.user);
  return (
    <ConfirmAccountAction
      {...props}
      title={t`Deactivate ${name}?`}
      confirmLabel={t`Deactivate`}
      action={deactivate}
      failed={(error) => failedSubmit(error, t`The account could not be deactivated. Please try again.`).message}
    >
      <p>
        <Trans>
          They are logged out at once and can no longer log in. Their name stays on their replies and in the access log. This cannot be
          undone here.
        </Trans>
      </p>
      <p>
        <Trans>
          Their open urgent alerts, message threads and programme requests go back to the pool. The clinicians are e-mailed about any alert
          they had taken on, as for a new alert.
        </Trans>
      </p>
    </ConfirmAccountAction>
  );
}

/** Asks before an administrator resets another staff member's second factor (decision 0094). */
function ResetSecondFactorDialog(props: DialogProps) {
  const { t } = useLingui();
  const reset = useResetStaffSecondFactorMutation();
  const name = fullName(props.user);
  return (
    <ConfirmAccountAction
      {...props}
      title={t`Reset the second factor of ${name}?`}
      confirmLabel={t`Reset second factor`}
      action={reset}
      failed={(error) =>
        failedSubmit(error, t`The second factor could not be reset. Please try again.`, { serverMessageOn: [400, 409] }).message
      }
    >
      <p>
        <Trans>
          Do this only once you have checked who is asking, for example in person or by calling them back. Their authenticator key and
          recovery codes stop working, they are logged out at once, and they set up their second factor again at their next login. You and
          they are both told by e-mail.
        </Trans>
      </p>
    </ConfirmAccountAction>
  );
}
