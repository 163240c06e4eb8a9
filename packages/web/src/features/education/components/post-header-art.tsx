import type { Pose } from '@wellpath/shared/illustrations/figure';
import { FigureLines } from '@/components/ui/figure-drawing';
import { cn } from '@/lib/class-names';

/**
 * An article's header drawing: its topic's symbol beside a figure, in the exercise drawings' line
 * style (decision 0040). Decorative (the title says what the article is), and sized by its viewBox so
 * the page does not move when it draws. Each article of a topic gets a variation (which figure, which
 * side) from its id.
 */

const WIDTH = 320;
const HEIGHT = 120;
const STROKE = { stroke: 'currentColor', strokeWidth: 4.5, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;
const SOFT = { ...STROKE, strokeWidth: 3, opacity: 0.45 } as const;

const base = { spine: 0, near_foot: 90, far_foot: 90, lift: 0 } as const;
const FIGURES: Record<'stand' | 'walk' | 'wave' | 'rest' | 'stretch', Pose> = {
  stand: { ...base, description: 'standing', torso: 180, near_arm: [14, 24], far_arm: [-8, -4], near_leg: [3, 0], far_leg: [-3, -2] },
  walk: {
    ...base,
    description: 'walking',
    torso: 178,
    near_arm: [-25, -10],
    far_arm: [25, 60],
    near_leg: [22, 2],
    far_leg: [-20, -35],
    far_foot: 45,
  },
  wave: { ...base, description: 'waving', torso: 180, near_arm: [120, 165], far_arm: [-8, -4], near_leg: [3, 0], far_leg: [-3, -2] },
  rest: {
    ...base,
    description: 'lying down',
    torso: -90,
    head: -90,
    near_arm: [88, 90],
    far_arm: [86, 88],
    near_leg: [92, 90],
    far_leg: [90, 88],
  },
  stretch: {
    ...base,
    description: 'reaching up',
    torso: 180,
    near_arm: [170, 175],
    far_arm: [165, 170],
    near_leg: [3, 0],
    far_leg: [-3, -2],
  },
};

type Topic = 'heart' | 'sugar' | 'plate' | 'move' | 'sleep' | 'together';
const TOPIC_BY_SLUG: Record<string, Topic> = {
  'heart-health': 'heart',
  'blood-sugar-diabetes': 'sugar',
  'eating-well': 'plate',
  'moving-more': 'move',
  'sleep-stress': 'sleep',
  'living-well-together': 'together',
};
const TOPICS: Topic[] = ['heart', 'sugar', 'plate', 'move', 'sleep', 'together'];
const FIGURES_BY_TOPIC: Record<Topic, Array<keyof typeof FIGURES>> = {
  heart: ['walk', 'stand', 'stretch'],
  sugar: ['stand', 'walk', 'stretch'],
  plate: ['stand', 'wave', 'walk'],
  move: ['walk', 'stretch', 'wave'],
  sleep: ['rest', 'stretch', 'stand'],
  together: ['wave', 'stand', 'walk'],
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The topic's symbol in a 100 by 100 box. */
function Symbol({ topic }: { topic: Topic }) {
  switch (topic) {
    case 'heart':
      return (
        <>
          <path d="M50 86 C22 64 8 47 17 31 C25 17 42 17 50 32 C58 17 75 17 83 31 C92 47 78 64 50 86 Z" {...STROKE} />
          <path d="M8 54 H30 L37 40 L45 68 L53 46 L59 54 H92" {...SOFT} />
        </>
      );
    case 'sugar':
      return (
        <>
          <path d="M44 10 C44 10 18 44 18 60 A26 26 0 0 0 70 60 C70 44 44 10 44 10 Z" {...STROKE} />
          <path d="M32 62 A12 12 0 0 0 44 74" {...SOFT} />
          <rect x="74" y="44" width="20" height="34" rx="4" {...SOFT} />
          <path d="M79 52 H89 M79 60 H86" {...SOFT} />
        </>
      );
    case 'plate':
      return (
        <>
          <circle cx="50" cy="54" r="32" {...STROKE} />
          <circle cx="50" cy="54" r="20" {...SOFT} />
          <path d="M6 24 V44 M12 24 V44 M18 24 V44 M6 44 Q12 50 18 44 M12 48 V88" {...SOFT} />
          <path d="M92 24 C84 34 84 50 92 52 V88" {...SOFT} />
          <path d="M42 50 C46 40 58 40 60 48 C54 50 48 52 42 50 Z" {...STROKE} strokeWidth={3} />
        </>
      );
    case 'move':
      return (
        <>
          <circle cx="66" cy="30" r="14" {...STROKE} />
          <path d="M66 6 V10 M66 50 V54 M42 30 H46 M86 30 H90 M49 13 L52 16 M80 44 L83 47 M83 13 L80 16 M52 44 L49 47" {...SOFT} />
          <path d="M4 92 Q40 70 96 84" {...SOFT} />
        </>
      );
    case 'sleep':
      return (
        <>
          <path d="M60 14 A32 32 0 1 0 88 62 A25 25 0 1 1 60 14 Z" {...STROKE} />
          <path d="M20 20 V30 M15 25 H25 M84 16 V24 M80 20 H88 M28 62 V68 M25 65 H31" {...SOFT} />
        </>
      );
    case 'together':
      return (
        <>
          <path d="M50 40 C38 31 32 24 36 17 C39 12 46 12 50 19 C54 12 61 12 64 17 C68 24 62 31 50 40 Z" {...STROKE} strokeWidth={3.5} />
          <g transform="translate(8 16) scale(0.84)">
            <FigureLines pose={FIGURES.stand} />
          </g>
        </>
      );
  }
}

export function PostHeaderArt({ postId, categorySlug, className }: { postId: string; categorySlug: string; className?: string }) {
  const h = hash(postId);
  const topic = TOPIC_BY_SLUG[categorySlug] ?? TOPICS[hash(categorySlug) % TOPICS.length]!;
  const figures = FIGURES_BY_TOPIC[topic];
  const figure = FIGURES[figures[h % figures.length]!];
  const mirrored = (h >> 8) % 2 === 1;
  // The symbol on one side, the figure on the other; dots scattered by the id.
  const dots = Array.from({ length: 5 }, (_, i) => ({ x: 20 + ((h >> (i * 3)) % 280), y: 12 + ((h >> (i * 4 + 1)) % 96) }));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      data-topic={topic}
      className={cn('block w-full', className)}
      style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
    >
      {dots.map((d, i) => (
        <circle key={i} cx={d.x} cy={d.y} r={2} fill="currentColor" opacity={0.25} />
      ))}
      <g transform={mirrored ? `translate(${WIDTH} 0) scale(-1 1)` : undefined}>
        <g transform="translate(52 10)">
          <Symbol topic={topic} />
        </g>
        <g transform="translate(168 10)">
          <FigureLines pose={figure} />
        </g>
      </g>
    </svg>
  );
}
