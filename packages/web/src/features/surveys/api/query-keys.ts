/** Query keys of the surveys area. */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: () => [...surveyKeys.all, 'list'] as const,
  detail: (surveyId: string) => [...surveyKeys.all, 'detail', surveyId] as const,
  history: (surveyId: string) => [...surveyKeys.all, 'history', surveyId] as const,
  response: (responseId: string) => [...surveyKeys.all, 'response', responseId] as const,
};
