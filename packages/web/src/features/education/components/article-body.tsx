import { Prose } from '@/components/ui/prose';

/** An article's body: server HTML, sanitised, in reading typography. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <Prose html={html} size="article" className={className} data-testid="article-body" />;
}
