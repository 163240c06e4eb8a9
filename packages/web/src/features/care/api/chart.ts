import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

export type EnteredReading = ApiInput<'POST /staff/members/:id/blood-pressure'>['body'];

/** Enters a blood pressure reading for the member, kept as entered by this staff member (decision 0088). */
export function useEnterReadingMutation(memberId: string) {
  return useApiMutation('POST /staff/members/:id/blood-pressure', (body: EnteredReading) => [{ params: { id: memberId }, body }]);
}

/** The member's heart risk estimate and the numbers behind it (clinicians and administrators; each read is in the access log). */
export function useMemberHeartRiskQuery(memberId: string) {
  return useQuery(apiQuery('GET /staff/members/:id/heart-risk', { params: { id: memberId } }));
}

/** The member's metabolic-syndrome criteria as the member sees them (clinicians and administrators; each read is in the access log). */
export function useMemberMetabolicQuery(memberId: string) {
  return useQuery(apiQuery('GET /staff/members/:id/metabolic-syndrome', { params: { id: memberId } }));
}

/** The member's weight losses flagged for review, open first (clinicians and administrators; each read is in the access log). */
export function useMemberWeightReviewsQuery(memberId: string) {
  return useQuery(apiQuery('GET /staff/members/:id/weight-reviews', { params: { id: memberId } }));
}

/** Marks a flagged weight loss reviewed (logged). */
export function useMarkWeightReviewedMutation(memberId: string) {
  return useApiMutation('POST /staff/members/:id/weight-reviews/:reviewId/reviewed', (reviewId: string) => [
    { params: { id: memberId, reviewId } },
  ]);
}

/** The member's body measurements, height, BMI and waist (clinicians and administrators; each read is in the access log). */
export function useMemberBodyQuery(memberId: string) {
  return useQuery(apiQuery('GET /staff/members/:id/body', { params: { id: memberId }, query: { limit: 200 } }));
}

/** The member's medications and what they mean (clinicians and administrators; each read is in the access log). */
export function useMemberMedicationsQuery(memberId: string) {
  return useQuery(apiQuery('GET /staff/members/:id/medications', { params: { id: memberId } }));
}

/** Enters a lab report for the member, kept as entered by this staff member (decision 0088). */
export function useEnterLabReportMutation(memberId: string) {
  return useApiMutation('POST /staff/members/:id/lab-reports', (body: ApiInput<'POST /staff/members/:id/lab-reports'>['body']) => [
    { params: { id: memberId }, body },
  ]);
}

/** The marker catalogue the lab report entry offers (no member's data). */
export function useLabMarkersQuery() {
  return useQuery(apiQuery('GET /staff/lab-markers'));
}
