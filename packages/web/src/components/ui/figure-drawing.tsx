import {
  FRAME,
  FRAME_GAP,
  GROUND,
  figureGeometry,
  illustrationWidth,
  type ExerciseIllustration,
  type FigureGeometry,
  type IllustrationProp,
  type Point,
  type Pose,
} from '@wellpath/shared/illustrations/figure';
import { cn } from '@/lib/class-names';

/** Every drawing uses these strokes: one weight for the body, a lighter one for things around it. */
const BODY = { stroke: 'currentColor', strokeWidth: 4.5, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;
const THING = {
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
  opacity: 0.45,
} as const;
const FAR_SIDE_OPACITY = 0.4;

const line = (points: Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');

/** The stick figure of one pose, in frame units (0 to 100), the far arm and leg paler behind. */
export function FigureLines({ pose, geometry = figureGeometry(pose) }: { pose: Pose; geometry?: FigureGeometry }) {
  const g = geometry;
  const width = BODY.strokeWidth * Math.max(g.scale, 0.8);
  const limbs = (s: FigureGeometry['near']) => (
    <>
      <path d={line([g.shoulder, s.elbow, s.hand])} {...BODY} strokeWidth={width} />
      <path d={line([g.hip, s.knee, s.ankle, s.toe])} {...BODY} strokeWidth={width} />
    </>
  );
  return (
    <g>
      <g opacity={FAR_SIDE_OPACITY}>{limbs(g.far)}</g>
      <path d={`M${g.hip.x} ${g.hip.y} Q${g.spineControl.x} ${g.spineControl.y} ${g.neck.x} ${g.neck.y}`} {...BODY} strokeWidth={width} />
      <circle cx={g.head.x} cy={g.head.y} r={g.headRadius} {...BODY} strokeWidth={width} />
      {limbs(g.near)}
    </g>
  );
}

function Dumbbell({ at }: { at: Point }) {
  return (
    <g {...THING} opacity={0.7}>
      <path d={`M${at.x - 4.5} ${at.y} L${at.x + 4.5} ${at.y}`} strokeWidth={2.5} />
      <path
        d={`M${at.x - 4.5} ${at.y - 3.5} L${at.x - 4.5} ${at.y + 3.5} M${at.x + 4.5} ${at.y - 3.5} L${at.x + 4.5} ${at.y + 3.5}`}
        strokeWidth={3.5}
      />
    </g>
  );
}

/** A box from `top` to the floor, `width` wide, starting at `left`. */
function Box({ left, top, width }: { left: number; top: number; width: number }) {
  if (GROUND - top < 3) return null;
  return <rect x={left} y={top} width={width} height={GROUND - top} rx={1.5} {...THING} />;
}

function lowest(...points: Point[]): number {
  return Math.max(...points.map((p) => p.y));
}

function Prop({ prop, g }: { prop: IllustrationProp; g: FigureGeometry }) {
  const xs = [
    g.head.x,
    g.hip.x,
    g.near.hand.x,
    g.far.hand.x,
    g.near.toe.x,
    g.far.toe.x,
    g.near.ankle.x,
    g.far.ankle.x,
    g.near.knee.x,
    g.far.knee.x,
  ];
  switch (prop) {
    case 'mat':
      return (
        <path
          d={`M${Math.max(3, Math.min(...xs) - 6)} ${GROUND + 2.5} L${Math.min(FRAME - 3, Math.max(...xs) + 6)} ${GROUND + 2.5}`}
          {...THING}
          strokeWidth={3}
        />
      );
    case 'chair': {
      const seat = GROUND - 17;
      const back = g.hip.x - 13;
      const front = g.hip.x + 4;
      return <path d={`M${back} ${seat - 22} L${back} ${GROUND} M${back} ${seat} L${front} ${seat} L${front} ${GROUND}`} {...THING} />;
    }
    case 'wall': {
      const x = Math.min(FRAME - 2, Math.max(g.near.hand.x, g.far.hand.x) + 3);
      return <path d={`M${x} 6 L${x} ${GROUND}`} {...THING} strokeWidth={3} />;
    }
    case 'step': {
      const { ankle, toe } = g.near;
      return <Box left={Math.min(ankle.x, toe.x) - 7} top={lowest(ankle, toe) + 2.5} width={22} />;
    }
    case 'bench': {
      const { ankle, toe } = g.far;
      return <Box left={Math.min(ankle.x, toe.x) - 12} top={lowest(ankle, toe) + 2.5} width={20} />;
    }
    case 'counter': {
      const hand = g.far.hand;
      return <Box left={hand.x - 10} top={hand.y + 2.5} width={20} />;
    }
    case 'dumbbells':
      return (
        <>
          <Dumbbell at={g.far.hand} />
          <Dumbbell at={g.near.hand} />
        </>
      );
    case 'dumbbell':
      return <Dumbbell at={g.near.hand} />;
    case 'band': {
      const hand = g.near.hand;
      const anchor = FRAME - 3;
      return <path d={`M${hand.x} ${hand.y} L${anchor} ${hand.y} M${anchor} ${hand.y - 6} L${anchor} ${GROUND}`} {...THING} />;
    }
    case 'bike': {
      const crank = { x: (g.near.ankle.x + g.far.ankle.x) / 2, y: (g.near.ankle.y + g.far.ankle.y) / 2 };
      const seat = { x: g.hip.x, y: g.hip.y + 4 };
      const bar = g.near.hand;
      return (
        <g {...THING}>
          <path
            d={`M${seat.x - 6} ${seat.y} L${seat.x + 5} ${seat.y} M${seat.x} ${seat.y} L${crank.x} ${crank.y} L${bar.x + 2} ${bar.y + 2} M${bar.x - 2} ${bar.y} L${bar.x + 4} ${bar.y}`}
          />
          <circle cx={crank.x} cy={crank.y} r={6} />
          <path d={`M${crank.x} ${crank.y} L${crank.x} ${GROUND} M${crank.x - 22} ${GROUND} L${crank.x + 22} ${GROUND}`} />
        </g>
      );
    }
    case 'rower': {
      const wheel = { x: FRAME - 12, y: GROUND - 12 };
      const hand = g.near.hand;
      return (
        <g {...THING}>
          <path d={`M6 ${GROUND - 1} L${wheel.x} ${GROUND - 1}`} strokeWidth={3} />
          <rect x={g.hip.x - 6} y={g.hip.y + 3} width={12} height={4} rx={1.5} />
          <circle cx={wheel.x} cy={wheel.y} r={9} />
          <path d={`M${hand.x} ${hand.y} L${wheel.x} ${wheel.y}`} strokeDasharray="2 3" />
        </g>
      );
    }
  }
}

/** Props held in the hands are drawn over the figure; the rest behind it. */
const HELD: readonly IllustrationProp[] = ['dumbbells', 'dumbbell', 'band'];

/** The figure and its props in one frame. */
export function FigureFrame({ pose, props = [] }: { pose: Pose; props?: readonly IllustrationProp[] }) {
  const g = figureGeometry(pose);
  const behind = props.filter((p) => !HELD.includes(p));
  const inFront = props.filter((p) => HELD.includes(p));
  return (
    <g>
      {behind.map((p) => (
        <Prop key={p} prop={p} g={g} />
      ))}
      <FigureLines pose={pose} geometry={g} />
      {inFront.map((p) => (
        <Prop key={p} prop={p} g={g} />
      ))}
    </g>
  );
}

/**
 * An exercise's drawing: its frames from start to finish with an arrow between them, in the current
 * text colour, with the illustration's text alternative as its accessible name (or hidden from
 * assistive technology where it only repeats what a link next to it says).
 */
export function ExerciseDrawing({
  illustration,
  decorative = false,
  className,
}: {
  illustration: ExerciseIllustration;
  decorative?: boolean;
  className?: string;
}) {
  const width = illustrationWidth(illustration.frames.length);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': illustration.alt };
  return (
    <svg
      viewBox={`0 0 ${width} ${FRAME}`}
      {...a11y}
      focusable="false"
      className={cn('block', className)}
      style={{ aspectRatio: `${width} / ${FRAME}` }}
    >
      {illustration.frames.map((pose, i) => (
        <g key={i} transform={`translate(${i * (FRAME + FRAME_GAP)} 0)`}>
          <FigureFrame pose={pose} props={illustration.props} />
          {i > 0 && (
            <path
              d={`M${-FRAME_GAP / 2 - 2.5} ${FRAME / 2 - 5} L${-FRAME_GAP / 2 + 2.5} ${FRAME / 2} L${-FRAME_GAP / 2 - 2.5} ${FRAME / 2 + 5}`}
              {...THING}
              strokeWidth={3}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
