/** The access log's actions, in words a member understands (modules/audit). */
export const audit = {
  'audit.viewedRecord': 'Viewed your programmes and activity',
  'audit.viewedHealth': 'Viewed your survey answers, lab results, blood pressure and conditions',
  'audit.viewedAlerts': 'Viewed your urgent alerts',
  'audit.acknowledgedAlert': 'Acknowledged an urgent alert',
  'audit.resolvedAlert': 'Resolved an urgent alert',
  'audit.repliedRequest': 'Replied to your programme request',
  'audit.viewedThread': 'Read your messages',
  'audit.repliedThread': 'Replied to your message',
  'audit.invitedStaff': 'Invited a staff member',
  'audit.changedRole': 'Changed a staff role',
  'audit.deactivatedStaff': 'Deactivated a staff account',
  'audit.resetSecondFactor': 'Turned off your two-step verification at your request',
  'audit.viewedTargets': 'Viewed your targets',
  'audit.setTarget': 'Set one of your targets',
  'audit.removedTarget': 'Removed one of your targets',
  'audit.deletedMember': 'Deleted member',
};
