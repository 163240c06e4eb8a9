import { z } from 'zod';
import type { Locale } from '../i18n/locale.js';

/**
 * Line-drawn figures for the exercise library (decision 0040): a pose is the direction of each body
 * segment, seen from the side, facing right. Every figure has the same proportions, so every drawing
 * matches; the web draws it as SVG lines (never markup from content), the server only validates data.
 *
 * Angles are degrees of the segment's direction, absolute (not relative to the parent segment):
 * 0 points down, 90 forward (to the right), 180 up, -90 back (to the left).
 */

const angle = z.number().min(-360, 'an angle is at least -360').max(360, 'an angle is at most 360');
/** Upper and lower segment: upper arm and forearm, or thigh and shin. */
const limb = z.tuple([angle, angle]);

export const poseSchema = z.strictObject({
  /** What the body does, in a few words; it becomes part of the drawing's text alternative. */
  description: z.string().min(3).max(160),
  /** From the hips to the neck: 180 standing, 90 lying face down head forward, -90 lying head back. */
  torso: angle,
  /** How much the back bends (positive arches the middle upward, negative rounds it down), in units. */
  spine: z.number().min(-8).max(8).default(0),
  /** Direction from the neck to the head; the torso's when left out. */
  head: angle.optional(),
  near_arm: limb,
  far_arm: limb,
  near_leg: limb,
  far_leg: limb,
  /** Direction from the ankle to the toes; 90 (flat, forward) when left out. */
  near_foot: angle.default(90),
  far_foot: angle.default(90),
  /** Units the lowest point sits above the floor (standing on a step). */
  lift: z.number().min(0).max(30).default(0),
});
export type Pose = z.infer<typeof poseSchema>;

/** Things drawn with the figure, placed from its joints. */
export const ILLUSTRATION_PROPS = [
  /** A mat under the figure. */
  'mat',
  /** A chair whose seat is at knee height, under the hips. */
  'chair',
  /** A wall just beyond the far hand. */
  'wall',
  /** A step under the near foot. */
  'step',
  /** A bench under the far foot (rear foot raised). */
  'bench',
  /** A counter or bench under the far hand (hands supported). */
  'counter',
  /** A dumbbell in each hand. */
  'dumbbells',
  /** A dumbbell in the near hand. */
  'dumbbell',
  /** An elastic band from the near hand to an anchor ahead. */
  'band',
  /** A stationary bike under the figure. */
  'bike',
  /** A rowing machine under the figure. */
  'rower',
] as const;
export type IllustrationProp = (typeof ILLUSTRATION_PROPS)[number];

/** An exercise's drawing as served: its text alternative, its frames (start to finish) and props. */
export const exerciseIllustrationSchema = z.object({
  alt: z.string(),
  frames: z.array(poseSchema),
  props: z.array(z.enum(ILLUSTRATION_PROPS)),
});
export type ExerciseIllustration = z.infer<typeof exerciseIllustrationSchema>;

/** One frame is a square of this many units; frames sit side by side with an arrow between. */
export const FRAME = 100;
export const FRAME_GAP = 14;
export const GROUND = 94;
export const HEAD_RADIUS = 6;

const LENGTH = { torso: 26, shoulder: 24, neck: 2, upperArm: 14, forearm: 13, thigh: 19, shin: 19, foot: 5 } as const;

export interface Point {
  x: number;
  y: number;
}

/** A figure's joints in frame units, placed on the floor and centred in its frame. */
export interface FigureGeometry {
  hip: Point;
  neck: Point;
  /** Control point of the spine's curve (the middle of the torso when it is straight). */
  spineControl: Point;
  head: Point;
  headRadius: number;
  shoulder: Point;
  near: { elbow: Point; hand: Point; knee: Point; ankle: Point; toe: Point };
  far: { elbow: Point; hand: Point; knee: Point; ankle: Point; toe: Point };
  /** Uniform scale applied to fit the frame (1 for most poses). */
  scale: number;
}

function step(from: Point, degrees: number, length: number): Point {
  const r = (degrees * Math.PI) / 180;
  return { x: from.x + Math.sin(r) * length, y: from.y + Math.cos(r) * length };
}

function limbPoints(root: Point, [upper, lower]: [number, number], lengths: [number, number]): [Point, Point] {
  const mid = step(root, upper, lengths[0]);
  return [mid, step(mid, lower, lengths[1])];
}

/**
 * The joints of a pose: the lowest point on the floor (or `lift` above it), centred across the
 * frame, scaled down only when the pose would not fit.
 */
export function figureGeometry(pose: Pose): FigureGeometry {
  const hip = { x: 0, y: 0 };
  const neck = step(hip, pose.torso, LENGTH.torso);
  const shoulder = step(hip, pose.torso, LENGTH.shoulder);
  const head = step(neck, pose.head ?? pose.torso, LENGTH.neck + HEAD_RADIUS);
  // The spine bends at its middle, perpendicular to the torso (positive: upward when lying face down, head forward).
  const middle = step(hip, pose.torso, LENGTH.torso / 2);
  const spineControl = step(middle, pose.torso + 90, pose.spine * 2);
  const side = (arm: [number, number], leg: [number, number], foot: number) => {
    const [elbow, hand] = limbPoints(shoulder, arm, [LENGTH.upperArm, LENGTH.forearm]);
    const [knee, ankle] = limbPoints(hip, leg, [LENGTH.thigh, LENGTH.shin]);
    return { elbow, hand, knee, ankle, toe: step(ankle, foot, LENGTH.foot) };
  };
  const near = side(pose.near_arm, pose.near_leg, pose.near_foot);
  const far = side(pose.far_arm, pose.far_leg, pose.far_foot);

  const points = [
    hip,
    neck,
    shoulder,
    near.elbow,
    near.hand,
    near.knee,
    near.ankle,
    near.toe,
    far.elbow,
    far.hand,
    far.knee,
    far.ankle,
    far.toe,
  ];
  const minX = Math.min(...points.map((p) => p.x), head.x - HEAD_RADIUS);
  const maxX = Math.max(...points.map((p) => p.x), head.x + HEAD_RADIUS);
  const minY = Math.min(...points.map((p) => p.y), head.y - HEAD_RADIUS);
  const maxY = Math.max(...points.map((p) => p.y), head.y + HEAD_RADIUS);
  const room = GROUND - pose.lift - 4;
  const scale = Math.min(1, room / (maxY - minY), (FRAME - 8) / (maxX - minX));
  const dx = FRAME / 2 - ((minX + maxX) / 2) * scale;
  const dy = GROUND - pose.lift - maxY * scale;
  const place = (p: Point): Point => ({ x: round(p.x * scale + dx), y: round(p.y * scale + dy) });
  const placeSide = (s: typeof near) => ({
    elbow: place(s.elbow),
    hand: place(s.hand),
    knee: place(s.knee),
    ankle: place(s.ankle),
    toe: place(s.toe),
  });
  return {
    hip: place(hip),
    neck: place(neck),
    spineControl: place(spineControl),
    head: place(head),
    headRadius: round(HEAD_RADIUS * scale),
    shoulder: place(shoulder),
    near: placeSide(near),
    far: placeSide(far),
    scale,
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The width of a drawing of `frames` frames, in units. */
export function illustrationWidth(frames: number): number {
  return frames * FRAME + Math.max(0, frames - 1) * FRAME_GAP;
}

/** The words that join a drawing's frames in its text alternative, in each language. */
const FRAME_JOINS: Record<Locale, { colon: string; then: string }> = {
  en: { colon: ': ', then: ', then ' },
  // A non-breaking space before the colon, as French typography has it.
  fr: { colon: '\u00a0: ', then: ', puis ' },
};

/** "Squat: standing tall, then lowered into a squat." for the drawing's text alternative, in the frames' language. */
export function describeFrames(name: string, frames: Array<Pick<Pose, 'description'>>, locale: Locale = 'en'): string {
  const { colon, then } = FRAME_JOINS[locale];
  return `${name}${colon}${frames.map((f) => f.description).join(then)}.`;
}
