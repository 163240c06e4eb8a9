// The home's cards below the fold (issue 39, decision 0116): one chunk of their own, fetched once the
// sections' first stage has been committed, so neither the home's first load nor the sections' chunk
// carries their code (the Body card's, the blood markers', the recommendations' and the rest).
export { BloodMarkersOverview } from '@/features/health/components/blood-markers-overview';
export { BodyCard } from '@/features/home/body-card';
export { HeartHealthCard } from '@/features/home/heart-health-card';
export { GeneralRecommendations } from '@/features/lifestyle/components/general-recommendations';
export { WellnessDimensions } from '@/features/lifestyle/components/wellness-dimensions';
export { ActiveJourneys } from '@/features/programs/components/active-journeys';
