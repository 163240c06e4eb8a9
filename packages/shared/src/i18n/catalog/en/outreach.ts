/** Members going quiet (issue 37): the outreach queue's messages. */
export const outreach = {
  'outreach.notRecorded': 'The action was not recorded',
  'validation.snoozeDays': 'Choose 7, 14 or 30 days',
  'validation.snoozeReason': 'Give a reason of at most 500 characters',
};
