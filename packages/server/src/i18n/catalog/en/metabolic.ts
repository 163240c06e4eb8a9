/** Metabolic syndrome, the weight review and the care team's reads of the body and medications (issue 35): their access-log actions. */
export const metabolic = {
  'audit.viewedMetabolic': 'Viewed your metabolic syndrome criteria',
  'audit.viewedWeightReviews': 'Viewed the weight changes flagged for review',
  'audit.reviewedWeight': 'Reviewed a weight change flagged for review',
  'api.weightReviewNotFound': 'Weight review not found',
  'audit.viewedBody': 'Viewed your body measurements',
  'audit.viewedMedications': 'Viewed your medications',
  'audit.listedByHealthFilter': "Found you with a health filter in the care team's member list",
  'api.healthFilterForbidden': 'Your role does not read health data, so it cannot filter members by it.',
};
