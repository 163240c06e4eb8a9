import { pageTitle } from '@/config/brand';
import { WellnessDimensions } from '@/features/lifestyle/components/wellness-dimensions';
import { useProfileQuery } from '@/features/profile/api/get-profile';

/** The journey home (§1): composed from the areas that are built so far. */
export function MemberHomePage() {
  const profile = useProfileQuery();
  const firstName = profile.data?.firstName?.trim();
  return (
    <div className="space-y-10">
      <title>{pageTitle('Your Health Journey')}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Health Journey</h1>
        <p className="mt-2 text-slate-600">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Small, steady steps add up.</p>
      </header>
      <WellnessDimensions />
    </div>
  );
}
