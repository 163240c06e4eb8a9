/** The shared catalogue, compiled per language by vite-lingui.ts. */
declare module 'virtual:wellpath-shared-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
