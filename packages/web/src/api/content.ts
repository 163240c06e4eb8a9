import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './resources';

/** Clinic content changes only when the clinic publishes new content. */
const CONTENT_STALE_MS = 10 * 60_000;

/** The clinic's landing content (content/landing.yaml): the landing page, and the clinic's name and address on the home footer. */
export function useLandingContentQuery() {
  return useQuery({ ...apiQuery('GET /content/landing', {}, { auth: false }), staleTime: CONTENT_STALE_MS });
}

/** One legal document (content/legal). */
export function useLegalPageQuery(slug: string) {
  return useQuery({ ...apiQuery('GET /content/pages/:slug', { params: { slug } }, { auth: false }), staleTime: CONTENT_STALE_MS });
}
