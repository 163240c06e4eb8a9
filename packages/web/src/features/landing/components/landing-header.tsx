import { Link } from 'react-router';
import { BrandLink } from '@/components/brand';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const sections = [
  { id: 'features', label: 'Features' },
  { id: 'about', label: 'About' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className={cn(
                    'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    focusRing,
                  )}
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Login
          </Link>
          <Link to={paths.auth.register.getHref()} className={buttonClasses({ size: 'sm' })}>
            Sign Up
          </Link>
        </div>
      </div>
    </header>
  );
}
