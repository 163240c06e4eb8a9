import { cn } from '@/lib/class-names';

/**
 * Light backgrounds with their darkest text shade: every pair contrasts by more than 7:1 (WCAG AAA
 * for text), so the initials read whatever colour a person gets.
 */
export const AVATAR_COLOURS = [
  'bg-teal-100 text-teal-900',
  'bg-sky-100 text-sky-900',
  'bg-indigo-100 text-indigo-900',
  'bg-violet-100 text-violet-900',
  'bg-rose-100 text-rose-900',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-orange-100 text-orange-900',
  'bg-cyan-100 text-cyan-900',
  'bg-fuchsia-100 text-fuchsia-900',
] as const;

/** The same colour for the same id, every time and on every screen (FNV-1a over the id). */
export function avatarColour(id: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_COLOURS[(hash >>> 0) % AVATAR_COLOURS.length]!;
}

/** "Dr. Maya Thompson" -> "MT" (and "Dre Maya Thompson", "Mme ..."): first and last word, a leading title left out. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dre|Dr|Mrs|Mr|Ms|Mme|Mlle)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-20 text-2xl sm:size-24 sm:text-3xl',
} as const;

/**
 * A person's photo, or their initials on a colour of their own. Decorative: the person's name is
 * always written next to it, so it is hidden from assistive technology. Its size is fixed, so a
 * photo arriving moves nothing.
 */
export function Avatar({
  id,
  name,
  initials = initialsOf(name),
  photoUrl = null,
  size = 'md',
  className,
}: {
  /** Chooses the colour. */
  id: string;
  name: string;
  initials?: string;
  photoUrl?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={96}
        height={96}
        decoding="async"
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-white', sizes[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide ring-2 ring-white select-none',
        avatarColour(id),
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
