import { useQuery } from '@tanstack/react-query';
import type { LandingContent } from '@wellpath/shared/content/public';
import { api } from '@/lib/api-client';

export const landingKeys = {
  all: ['landing'] as const,
  content: () => [...landingKeys.all, 'content'] as const,
};

export function getLandingContent(): Promise<LandingContent> {
  return api.get<LandingContent>('/content/landing', { auth: false });
}

/** The clinic's landing content (content/landing.yaml on the server). */
export function useLandingQuery() {
  return useQuery({ queryKey: landingKeys.content(), queryFn: getLandingContent, staleTime: 5 * 60_000 });
}
