import type { CoachSummary } from '@wellpath/shared/coaches/wire';
import { Avatar } from '@/components/ui/avatar';

/** The coach's photo from the clinic's content, or their initials on the colour their id gives them. */
export function CoachAvatar({
  coach,
  size = 'md',
}: {
  coach: Pick<CoachSummary, '_id' | 'name' | 'initials' | 'photo_url'>;
  size?: 'md' | 'lg';
}) {
  return <Avatar id={coach._id} name={coach.name} initials={coach.initials} photoUrl={coach.photo_url} size={size} />;
}
