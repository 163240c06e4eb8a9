/** The member's chart (issue 34): notes and readings entered by the care team; their access-log actions. */
export const chart = {
  'chart.noteNotSaved': 'The note was not saved',
  'chart.noteInFuture': 'The date of a note cannot be in the future',
  'chart.noteNotFound': 'Note not found',
  'chart.noteTypeForbidden': 'Your role does not write this type of note.',
  'chart.noteNotYours': 'Only the author of a note can edit it. Add an addendum instead.',
  'chart.noteEditClosed': 'A note can be edited for 24 hours after it is written. Add an addendum instead.',
  'audit.viewedNotes': "Read the care team's notes about you",
  'audit.wroteNote': 'Wrote a note about your care',
  'audit.editedNote': 'Edited a note about your care',
  'audit.addedAddendum': 'Added an addendum to a note about your care',
  'audit.enteredReading': 'Entered a blood pressure reading for you',
  'audit.enteredLabReport': 'Entered a lab report for you',
  'audit.viewedHeartRisk': 'Viewed your heart risk estimate and the numbers behind it',
  'audit.viewedTimeline': 'Viewed the timeline of your care',
};
