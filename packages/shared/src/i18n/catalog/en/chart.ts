/** The member's chart in the care team's workspace (issue 34): notes and readings entered by staff. */
export const chart = {
  'care.noteTypeInvalid': 'The note type must be one of {types}',
  'care.noteDateInvalid': 'Enter the date as YYYY-MM-DD',
  'care.noteTextRequired': 'Write the note',
  'care.noteTextTooLong': 'The note must be at most {max} characters',
  'care.noteNotSaved': 'The note was not saved',
  'care.addendumNotSaved': 'The addendum was not saved',
  'care.timelineKindsInvalid': 'Choose the kinds among {kinds}',
};
