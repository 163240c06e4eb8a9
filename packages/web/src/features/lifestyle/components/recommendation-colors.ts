import type { RecommendationColor } from '@wellpath/shared/lifestyle/recommendations';

interface ColorClasses {
  /** The card's left accent. */
  accent: string;
  /** The category badge: dark text on a pale tint (AA contrast). */
  badge: string;
}

// Spelled out in full so Tailwind finds every class when it scans the sources.
const palette: Record<RecommendationColor, ColorClasses> = {
  blue: { accent: 'border-l-blue-500', badge: 'bg-blue-100 text-blue-900' },
  green: { accent: 'border-l-green-600', badge: 'bg-green-100 text-green-900' },
  red: { accent: 'border-l-red-500', badge: 'bg-red-100 text-red-900' },
  yellow: { accent: 'border-l-yellow-400', badge: 'bg-yellow-100 text-yellow-900' },
  purple: { accent: 'border-l-purple-500', badge: 'bg-purple-100 text-purple-900' },
  indigo: { accent: 'border-l-indigo-500', badge: 'bg-indigo-100 text-indigo-900' },
  pink: { accent: 'border-l-pink-500', badge: 'bg-pink-100 text-pink-900' },
  orange: { accent: 'border-l-orange-500', badge: 'bg-orange-100 text-orange-900' },
  teal: { accent: 'border-l-teal-600', badge: 'bg-teal-100 text-teal-900' },
};

/** The Tailwind palette a recommendation's colour name (§3) maps to; unknown names read as teal. */
export function recommendationColorClasses(color: string): ColorClasses {
  return palette[color as RecommendationColor] ?? palette.teal;
}
