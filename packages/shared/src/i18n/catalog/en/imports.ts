/** Messages of imports from a member's apps (issue 36, decision 0104). */
export const imports = {
  'imports.kindInvalid': 'Each value must be a weight, a waist, a body fat, a blood pressure, a day’s steps or an activity',
  'imports.sourceInvalid': 'The source must be Apple Health, Withings, Omron Connect, Google Fit or Fitbit',
  'imports.stepsRange': 'A day’s steps must be a whole number from 0 to 150,000',
  'imports.stepsWhole': 'A day’s steps must be a whole number',
  'imports.batchInvalid': 'The batch number must be a whole number from 0 to 999',
  'imports.batchEmpty': 'A batch must hold at least one value',
  'imports.batchTooLarge': 'A batch holds at most {max} values',
  'imports.notStarted': 'The import was not started',
  'imports.notChecked': 'The values were not checked',
  'imports.batchNotStored': 'The values were not stored',
  'imports.inFuture': 'It is in the future',
  'imports.notFound': 'Import not found',
  'imports.undone': 'This import was undone',
  'imports.complete': 'This import is finished: start a new one to send more',
};
