import { cn } from '@/lib/class-names';
import { SafeHtml } from '@/lib/sanitize';

/**
 * Reading typography for article HTML, written by hand (no typography plugin): a ~70 character
 * measure, generous line height, and spacing for headings, lists, quotes and links.
 */
const prose = cn(
  'max-w-[70ch] text-base leading-7 text-slate-800 sm:text-[1.0625rem] sm:leading-8',
  '[&>:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-20 [&_h3]:text-lg [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900 sm:[&_h3]:text-xl',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li>ol]:mt-2 [&_li>ul]:mt-2 [&_li::marker]:text-teal-700 [&_ol>li::marker]:font-semibold',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:bg-teal-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-slate-800 [&_blockquote]:italic [&_blockquote_p:first-child]:mt-0',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:decoration-teal-600/40 [&_a]:underline-offset-2 [&_a:hover]:decoration-teal-800',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-teal-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic',
  '[&_hr]:my-10 [&_hr]:border-slate-200 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
);

/** An article's body: server HTML, sanitised by SafeHtml (no script, no event handler, no javascript: link). */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <SafeHtml html={html} className={cn(prose, className)} data-testid="article-body" />;
}
