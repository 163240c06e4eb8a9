/** The one visible keyboard focus style, shared by every interactive element. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** Focus style on dark backgrounds. */
export const focusRingInverted = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
