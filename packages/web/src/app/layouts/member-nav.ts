import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Activity,
  BookOpen,
  CalendarClock,
  CalendarCheck,
  ClipboardList,
  Droplet,
  FileUp,
  Footprints,
  Gauge,
  HeartPulse,
  House,
  MessagesSquare,
  Pill,
  Scale,
  Send,
  Smartphone,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

// Where the member's navigation leads: the sidebar (§2), the phone tab bar and the Health page read
// the same lists, so a screen is named and drawn the same way wherever it is linked from.

export interface NavLinkItem {
  to: string;
  /** Put into words at render time: `i18n._(label)`. */
  label: MessageDescriptor;
  icon: LucideIcon;
}

export interface HealthLink extends NavLinkItem {
  /** One line on the Health page. */
  description: MessageDescriptor;
}

/** The member's own health screens: first in the sidebar's Health Tracking, and the Health page's cards. */
export const healthLinks: HealthLink[] = [
  {
    to: paths.bloodResults.getHref(),
    label: msg`Blood Test Results`,
    icon: Droplet,
    description: msg`Your latest lab values against their normal ranges, and how each one has changed.`,
  },
  {
    to: paths.bloodPressure.getHref(),
    label: msg`Blood Pressure`,
    icon: HeartPulse,
    description: msg`Log your home readings and see your 7-day average against the guideline.`,
  },
  {
    to: paths.body.getHref(),
    label: msg`Body`,
    icon: Scale,
    description: msg`Log your weight, waist and body fat, and see your BMI and waist against the guidelines.`,
  },
  {
    to: paths.medications.getHref(),
    label: msg`Medications`,
    icon: Pill,
    description: msg`Keep a list of your medications: your heart risk and results read it.`,
  },
  {
    to: paths.heartRisk.getHref(),
    label: msg`Heart Risk`,
    icon: Gauge,
    description: msg`Your chance of a heart attack or stroke in the next 10 years, from your own numbers.`,
  },
  {
    to: paths.activities.getHref(),
    label: msg`Activities`,
    icon: Footprints,
    description: msg`Log walks, workouts and sports on the way to 150 active minutes a week.`,
  },
  {
    to: paths.conditions.list.getHref(),
    label: msg`Conditions`,
    icon: Stethoscope,
    description: msg`Learn about heart and metabolic conditions, and mark the ones you have.`,
  },
  {
    to: paths.surveys.list.getHref(),
    label: msg`Surveys`,
    icon: ClipboardList,
    description: msg`Short health questionnaires: your answers shape your recommendations and programs.`,
  },
  {
    to: paths.imports.getHref(),
    label: msg`Import from an app`,
    icon: FileUp,
    description: msg`Bring in weight, blood pressure, steps and workouts from Apple Health, Withings, Omron Connect or Google Fit.`,
  },
];

/**
 * The sidebar's Health Tracking: the spec's fixed links in the spec's order (§2), with the member's
 * other health screens among them and the care team's (requests, coaches) before Download App.
 */
export const healthTrackingLinks: NavLinkItem[] = [
  ...healthLinks,
  { to: paths.programRequests.getHref(), label: msg`Program Requests`, icon: Send },
  { to: paths.coaches.list.getHref(), label: msg`Coaches`, icon: Users },
  { to: paths.appointments.getHref(), label: msg`Appointments`, icon: CalendarClock },
  { to: paths.downloadApp.getHref(), label: msg`Download App`, icon: Smartphone },
];

/**
 * Messages with the care team: a place of its own at the top of the sidebar (the phone's Menu), with
 * the unread count, rather than one link among the health screens (issue 32).
 */
export const messagesLink: NavLinkItem = { to: paths.messages.list.getHref(), label: msg`Messages`, icon: MessagesSquare };

export interface Tab extends NavLinkItem {
  /** The screens on which this tab is the current one (the tab's own page and the pages under it). */
  sections: string[];
}

/** The phone tab bar's four places, besides the Menu. */
export const tabs: Tab[] = [
  { to: paths.home.getHref(), label: msg`Home`, icon: House, sections: [] },
  {
    to: paths.programs.list.getHref(),
    label: msg`Programs`,
    icon: CalendarCheck,
    sections: [paths.programs.list.path, paths.programRequests.path],
  },
  {
    to: paths.health.getHref(),
    label: msg`Health`,
    icon: Activity,
    sections: [paths.health.path, ...healthLinks.map((link) => link.to)],
  },
  {
    to: paths.education.home.getHref(),
    label: msg`Learn`,
    icon: BookOpen,
    sections: [paths.education.home.path, paths.exercises.home.path],
  },
];

/** Whether `pathname` is `tab`'s page or one under it; Home is current on / only. */
export function isTabCurrent(tab: Tab, pathname: string): boolean {
  if (tab.to === paths.home.getHref()) return pathname === tab.to;
  return tab.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
