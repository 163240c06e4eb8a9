import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarCheck, ClipboardList, FlaskConical, Quote, type LucideIcon } from 'lucide-react';
import type { LandingContent } from '@wellpath/shared/content/public';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { APP_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

// The landing page's markup without its data fetching: the page renders it in the browser, and the
// server renders the same components to static HTML at start (src/prerender.tsx), so / paints
// without JavaScript. Keep it free of the query library, zod and member code.

/** The page's description for search engines and link previews (index.html holds the English). */
export const LANDING_DESCRIPTION = msg`WellPath: a lifestyle-medicine prevention programme led by healthcare professionals. Assessments, programs and biomarker tracking in one place.`;

type FeatureKey = LandingContent['features'][number]['key'];

const featureIcons: Record<FeatureKey, LucideIcon> = {
  assessments: ClipboardList,
  programs: CalendarCheck,
  biomarkers: FlaskConical,
};

function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|dre)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : ''}`.toUpperCase();
}

/** The page around the content: header, main landmark and footer, with the document title. */
export function LandingFrame({
  content,
  children,
  onChooseLanguage,
}: {
  content?: LandingContent;
  children: ReactNode;
  /** Keeps a language chosen in the header on the device (the app's render only, see LandingHeader). */
  onChooseLanguage?: (locale: Locale) => void;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <title>{content ? `${APP_NAME} · ${content.clinicName}` : APP_NAME}</title>
      <LandingHeader onChooseLanguage={onChooseLanguage} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <LandingFooter clinicName={content?.clinicName} contactEmail={content?.contactEmail} />
    </div>
  );
}

/** The loaded content: hero, figures, features, about, testimonials and the call to action. */
export function LandingContentView({ content }: { content: LandingContent }) {
  return (
    <>
      <HeroSection content={content} />
      <FiguresSection content={content} />
      <FeaturesSection content={content} />
      <AboutSection content={content} />
      <TestimonialsSection content={content} />
      <CallToActionSection content={content} />
    </>
  );
}

/** The tagline, the promise and the way in. */
function HeroSection({ content }: { content: LandingContent }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-teal-50 via-white to-white">
      {/* A soft glow drawn as a gradient: a blur filter on a large circle cost the phone ~100 ms of paint. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] bg-[radial-gradient(closest-side,--alpha(var(--color-teal-100)/60%)_45%,transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-2 lg:pb-24">
        <div>
          <p className="max-w-xl text-sm font-semibold tracking-wide text-teal-800 uppercase">{content.tagline}</p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{content.hero.title}</h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-slate-700">{content.hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.auth.register.getHref()} className={buttonClasses({ size: 'lg' })}>
              <Trans>Start Your Journey</Trans>
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <a href="#features" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              <Trans>Learn more</Trans>
            </a>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** The figures the clinic sets. */
function FiguresSection({ content }: { content: LandingContent }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Programme in numbers`} className="border-y border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {content.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-teal-800 sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the programme offers. */
function FeaturesSection({ content }: { content: LandingContent }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            <Trans>Everything you need to build lasting habits</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            <Trans>Evidence-based tools, guided by healthcare professionals in lifestyle medicine.</Trans>
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.features.map((feature) => {
            const Icon = featureIcons[feature.key] ?? ClipboardList;
            return (
              <li key={feature.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The clinic's physician. */
function AboutSection({ content }: { content: LandingContent }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-teal-900 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <span
            aria-hidden="true"
            className="inline-flex size-32 items-center justify-center rounded-full bg-teal-700 text-4xl font-bold ring-4 ring-teal-500/40"
          >
            {initialsOf(content.about.physicianName)}
          </span>
          <p className="mt-5 text-xl font-semibold">{content.about.physicianName}</p>
          <p className="text-teal-100">{content.about.credentials}</p>
          <p className="mt-1 text-sm text-teal-100">{content.about.role}</p>
        </div>
        <div>
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight">
            {content.about.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-8 text-teal-50">
            {content.about.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Members' words. */
function TestimonialsSection({ content }: { content: LandingContent }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          <Trans>What our members say</Trans>
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.testimonials.map((t) => (
            <li key={`${t.name}-${t.quote.slice(0, 24)}`}>
              <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <Quote className="size-8 text-teal-700" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-800">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The closing invitation to create an account. */
function CallToActionSection({ content }: { content: LandingContent }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 to-teal-900 px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          {content.cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{content.cta.text}</p>
        <div className="mt-8 flex justify-center">
          <Link to={paths.auth.register.getHref()} className={buttonClasses({ variant: 'light', size: 'lg' })}>
            <Trans>Create Account</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
