import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/brand';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const sections = [
  { id: 'features', label: msg`Features` },
  { id: 'about', label: msg`About` },
  { id: 'testimonials', label: msg`Testimonials` },
] as const;

/** The other language, named in itself (as Canadian sites do), with the link that opens the page in it. */
const OTHER_LANGUAGE: Record<Locale, { locale: Locale; tag: string; name: string }> = {
  en: { locale: 'fr', tag: 'fr-CA', name: 'Français' },
  fr: { locale: 'en', tag: 'en-CA', name: 'English' },
};

/**
 * A plain link (decision 0050): the prerendered page has no script for it; the server answers
 * `/?lang=fr` in French and remembers the choice in the `lang` cookie. When React renders the page,
 * `onChoose` also keeps the choice on the device, where the app looks first (the prerender, whose
 * bundle takes no runtime code from @wellpath/shared, passes none).
 */
function LanguageLink({ onChoose, className }: { onChoose?: (locale: Locale) => void; className?: string }) {
  const { i18n } = useLingui();
  const other = OTHER_LANGUAGE[i18n.locale === 'fr' ? 'fr' : 'en'];
  return (
    <a
      href={`/?lang=${other.locale}`}
      lang={other.tag}
      hrefLang={other.tag}
      onClick={onChoose ? () => onChoose(other.locale) : undefined}
      className={cn('rounded-lg px-2 py-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline', focusRing, className)}
    >
      {other.name}
    </a>
  );
}

/** The links to the page's sections, in the header (wide screens) or in the menu (phones). */
function SectionsNav({
  className,
  listClassName,
  linkClassName,
  onChoose,
  children,
}: {
  className: string;
  listClassName: string;
  linkClassName: string;
  onChoose?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** More items after the sections (the phone menu's language link). */
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Sections`} className={className}>
      <ul className={listClassName}>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} onClick={onChoose} className={cn(linkClassName, focusRing)}>
              {i18n._(s.label)}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * The phone's section menu: a <details>, so that it opens and closes without JavaScript on the
 * prerendered page (decision 0031). A chosen section, Escape and a tap elsewhere close it: here
 * when React renders the page, in the boot script (src/boot.ts, by the data-section-menu mark) when
 * the server has.
 */
function SectionMenu({ onChooseLanguage }: { onChooseLanguage?: (locale: Locale) => void }) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  }

  return (
    <details ref={menu} data-section-menu="" onKeyDown={onKeyDown} className="group md:hidden">
      <summary
        className={cn(
          'flex size-11 list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Menu</Trans>
        </span>
      </summary>
      <SectionsNav
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
        listClassName="mx-auto max-w-6xl px-2 py-2"
        linkClassName="flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100"
        onChoose={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
      >
        <li className="mt-1 border-t border-slate-100 pt-1">
          <LanguageLink onChoose={onChooseLanguage} className="flex min-h-12 items-center px-3 text-base" />
        </li>
      </SectionsNav>
    </details>
  );
}

export function LandingHeader({ onChooseLanguage }: { onChooseLanguage?: (locale: Locale) => void } = {}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        {/* A narrow phone shows the mark only (the name stays its accessible name): French needs the room. */}
        <BrandLink className="[&>span]:sr-only min-[430px]:[&>span]:not-sr-only" />
        <SectionsNav
          className="hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        />
        <div className="flex items-center gap-1.5 sm:gap-2">
          {/* On a phone the language link is in the menu: the header has no room for it. */}
          <LanguageLink onChoose={onChooseLanguage} className="hidden md:inline-flex" />
          <Link to={paths.auth.login.getHref()} className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'whitespace-nowrap')}>
            <Trans>Login</Trans>
          </Link>
          <Link to={paths.auth.register.getHref()} className={cn(buttonClasses({ size: 'sm' }), 'whitespace-nowrap')}>
            <Trans>Sign Up</Trans>
          </Link>
          <SectionMenu onChooseLanguage={onChooseLanguage} />
        </div>
      </div>
    </header>
  );
}
