import { cn } from '@/lib/class-names';

const sizes = { md: 'size-14 text-lg', lg: 'size-20 text-2xl sm:size-24 sm:text-3xl' } as const;

/** The coach's photo, or their initials while the clinic has no photo (photo_url is null). */
export function CoachAvatar({
  name,
  initials,
  photoUrl,
  size = 'md',
}: {
  name: string;
  initials: string;
  photoUrl: string | null;
  size?: keyof typeof sizes;
}) {
  if (photoUrl) {
    return <img src={photoUrl} alt="" className={cn('shrink-0 rounded-full object-cover ring-2 ring-white', sizes[size])} />;
  }
  return (
    <span
      aria-hidden="true"
      title={name}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-bold tracking-wide text-teal-900 ring-2 ring-white select-none',
        sizes[size],
      )}
    >
      {initials}
    </span>
  );
}
