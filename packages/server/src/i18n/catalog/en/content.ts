/** Public content and the education centre (modules/content, modules/education). */
export const content = {
  'content.pageNotFound': 'Page not found',
};
