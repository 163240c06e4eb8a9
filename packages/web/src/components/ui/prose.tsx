import { cn } from '@/lib/class-names';
import { SafeHtml } from '@/lib/sanitize';

/** Element rules shared by every size: lists, links, emphasis, quotes, tables. */
const elements = cn(
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>ol]:mt-2 [&_li>ul]:mt-2',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:decoration-teal-600/40 [&_a]:underline-offset-2 [&_a:hover]:decoration-teal-800',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-teal-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic',
  '[&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:bg-teal-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote_p:first-child]:mt-0',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_hr]:border-slate-200 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
);

const sizes = {
  /** Short descriptions inside a card. */
  sm: 'text-sm leading-6 text-slate-700 [&_p]:my-2 [&_ul]:my-2 [&_ol]:my-2 [&_li]:my-1 [&_ul]:pl-5 [&_ol]:pl-5',
  /** Descriptions and documents on a page. */
  base: cn(
    'text-base leading-7 text-slate-800 [&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_li]:my-1.5 [&_blockquote]:my-6 [&_table]:my-6 [&_hr]:my-8',
    '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h4]:mt-6 [&_h4]:mb-2',
  ),
  /** Long reading: a ~70 character measure and generous spacing. */
  article: cn(
    'max-w-[70ch] text-base leading-7 text-slate-800 sm:text-[1.0625rem] sm:leading-8',
    '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:space-y-2 [&_ol]:space-y-2 [&_li]:pl-1 [&_li::marker]:text-teal-700 [&_ol>li::marker]:font-semibold',
    '[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:leading-snug sm:[&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:scroll-mt-20 [&_h3]:text-lg [&_h3]:leading-snug sm:[&_h3]:text-xl [&_h4]:mt-6',
    '[&_blockquote]:mt-6 [&_blockquote]:italic [&_table]:mt-6 [&_hr]:my-10 [&_img]:my-6',
  ),
};

interface ProseProps {
  /** HTML from the server; sanitised before it is rendered. */
  html: string;
  size?: keyof typeof sizes;
  className?: string;
  'data-testid'?: string;
}

/** Authored HTML (articles, descriptions, legal documents), sanitised, in the app's reading typography. */
export function Prose({ html, size = 'base', className, ...rest }: ProseProps) {
  return <SafeHtml html={html} className={cn(elements, sizes[size], className)} {...rest} />;
}
