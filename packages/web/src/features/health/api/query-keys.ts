/** Query keys of the health tracking area: blood results, blood pressure and activities. */
export const healthKeys = {
  all: ['health'] as const,
  blood: () => [...healthKeys.all, 'blood'] as const,
  latest: () => [...healthKeys.blood(), 'latest'] as const,
  markers: () => [...healthKeys.blood(), 'markers'] as const,
  history: (marker: string) => [...healthKeys.blood(), 'history', marker] as const,
  reports: () => [...healthKeys.blood(), 'reports'] as const,
  bloodPressure: () => [...healthKeys.all, 'blood-pressure'] as const,
  activities: () => [...healthKeys.all, 'activities'] as const,
  activityWeeks: (weeks: number, today: string) => [...healthKeys.activities(), { weeks, today }] as const,
};
