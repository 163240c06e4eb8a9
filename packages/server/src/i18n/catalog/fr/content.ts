import type { content as en } from '../en/content.js';

export const content: Record<keyof typeof en, string> = {
  'content.pageNotFound': 'Page introuvable',
};
