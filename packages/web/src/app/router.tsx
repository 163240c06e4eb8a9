import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from './layouts/auth-layout';
import { CareArea } from './layouts/care-area';
import { MemberArea } from './layouts/member-area';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

// Screens are React.lazy components rather than route `lazy` modules: a member route's code is
// only requested once the guard has decided to render it, so visitors never download it.

/** A screen of its own chunk: `name`, the component the module `load` brings exports. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const AccountDeletedPage = lazyPage(() => import('@/features/auth/pages/account-deleted-page'), 'AccountDeletedPage');
const VerifyEmailPage = lazyPage(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const StaffInvitationPage = lazyPage(() => import('@/features/auth/pages/staff-invitation-page'), 'StaffInvitationPage');
const ReleaseOfInformationPage = lazyPage(() => import('@/features/legal/pages/legal-page'), 'ReleaseOfInformationPage');
const TermsAndConditionsPage = lazyPage(() => import('@/features/legal/pages/legal-page'), 'TermsAndConditionsPage');
const PrivacyPolicyPage = lazyPage(() => import('@/features/legal/pages/legal-page'), 'PrivacyPolicyPage');
const UnsubscribePage = lazyPage(() => import('@/features/profile/pages/unsubscribe-page'), 'UnsubscribePage');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');

const MemberHomePage = lazyPage(() => import('./routes/member-home'), 'MemberHomePage');
const SurveysPage = lazyPage(() => import('@/features/surveys/pages/surveys-page'), 'SurveysPage');
const TakeSurveyPage = lazyPage(() => import('@/features/surveys/pages/take-survey-page'), 'TakeSurveyPage');
const SurveyCompletePage = lazyPage(() => import('@/features/surveys/pages/survey-complete-page'), 'SurveyCompletePage');
const SurveyHistoryPage = lazyPage(() => import('@/features/surveys/pages/survey-history-page'), 'SurveyHistoryPage');
const ProfilePage = lazyPage(() => import('./routes/profile-route'), 'ProfileRoute');
const PillarPage = lazyPage(() => import('./routes/pillar-route'), 'PillarRoute');
const ProgramsPage = lazyPage(() => import('@/features/programs/pages/programs-page'), 'ProgramsPage');
const ProgramDetailPage = lazyPage(() => import('@/features/programs/pages/program-detail-page'), 'ProgramDetailPage');
const ExercisesPage = lazyPage(() => import('@/features/exercises/pages/exercises-page'), 'ExercisesPage');
const ExerciseCategoryPage = lazyPage(() => import('@/features/exercises/pages/exercise-category-page'), 'ExerciseCategoryPage');
const ExerciseDetailPage = lazyPage(() => import('@/features/exercises/pages/exercise-detail-page'), 'ExerciseDetailPage');
const ProgramRequestsPage = lazyPage(() => import('@/features/program-requests/pages/program-requests-page'), 'ProgramRequestsPage');
const EducationHomePage = lazyPage(() => import('@/features/education/pages/education-home-page'), 'EducationHomePage');
const EducationCategoryPage = lazyPage(() => import('@/features/education/pages/category-page'), 'CategoryPage');
const EducationSubcategoryPage = lazyPage(() => import('@/features/education/pages/category-page'), 'SubcategoryPage');
const EducationPostPage = lazyPage(() => import('@/features/education/pages/post-page'), 'PostPage');
const CoachesPage = lazyPage(() => import('@/features/coaches/pages/coaches-page'), 'CoachesPage');
const CoachPage = lazyPage(() => import('@/features/coaches/pages/coach-page'), 'CoachPage');
const DownloadAppPage = lazyPage(() => import('@/features/download-app/pages/download-app-page'), 'DownloadAppPage');
const HealthHomePage = lazyPage(() => import('./routes/health-home'), 'HealthHomePage');
const BloodResultsPage = lazyPage(() => import('@/features/health/pages/blood-results-page'), 'BloodResultsPage');
const BloodPressurePage = lazyPage(() => import('@/features/health/pages/blood-pressure-page'), 'BloodPressurePage');
const BodyPage = lazyPage(() => import('@/features/health/pages/body-page'), 'BodyPage');
const MedicationsPage = lazyPage(() => import('@/features/health/pages/medications-page'), 'MedicationsPage');
const ImportPage = lazyPage(() => import('@/features/imports/pages/import-page'), 'ImportPage');
const HeartRiskPage = lazyPage(() => import('@/features/heart-risk/pages/heart-risk-page'), 'HeartRiskPage');
const ActivitiesPage = lazyPage(() => import('@/features/health/pages/activities-page'), 'ActivitiesPage');
const ConditionsPage = lazyPage(() => import('@/features/conditions/pages/conditions-page'), 'ConditionsPage');
const ConditionDetailPage = lazyPage(() => import('@/features/conditions/pages/condition-detail-page'), 'ConditionDetailPage');
const MessagesPage = lazyPage(() => import('@/features/messages/pages/messages-page'), 'MessagesPage');
const ThreadPage = lazyPage(() => import('@/features/messages/pages/thread-page'), 'ThreadPage');
const AppointmentsPage = lazyPage(() => import('@/features/appointments/pages/appointments-page'), 'AppointmentsPage');
const CareCalendarPage = lazyPage(() => import('@/features/care/pages/calendar-page'), 'CalendarPage');

// The care team's workspace: its own chunks, requested only under /care once the guard lets staff in.
const CareWorkPage = lazyPage(() => import('@/features/care/pages/work-page'), 'WorkPage');
const CareHomePage = lazyPage(() => import('@/features/care/pages/care-home-page'), 'CareHomePage');
const CareAlertsPage = lazyPage(() => import('@/features/care/pages/alerts-page'), 'AlertsPage');
const CareMembersPage = lazyPage(() => import('@/features/care/pages/members-page'), 'MembersPage');
const CareMemberPage = lazyPage(() => import('@/features/care/pages/member-page'), 'MemberPage');
const CareRequestsPage = lazyPage(() => import('@/features/care/pages/requests-page'), 'RequestsPage');
const CareMessagesPage = lazyPage(() => import('@/features/care/pages/messages-page'), 'MessagesPage');
const CareThreadPage = lazyPage(() => import('@/features/care/pages/thread-page'), 'ThreadPage');
const CareStaffPage = lazyPage(() => import('@/features/care/pages/staff-page'), 'StaffPage');
const CareAuditPage = lazyPage(() => import('@/features/care/pages/audit-page'), 'AuditPage');
const CareOutreachPage = lazyPage(() => import('@/features/care/pages/outreach-page'), 'OutreachPage');
const CareOutcomesPage = lazyPage(() => import('@/features/care/pages/outcomes-page'), 'OutcomesPage');
// The staff member's own account: the profile's account-safety cards (decision 0094).
const CareAccountPage = lazyPage(() => import('@/features/profile/pages/staff-account-page'), 'StaffAccountPage');

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      {
        // Account forms: centred card, no top navigation.
        Component: AuthLayout,
        children: [
          { path: paths.auth.login.path, element: <LoginPage /> },
          { path: paths.auth.register.path, element: <RegisterPage /> },
          { path: paths.auth.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.auth.accountDeleted.path, element: <AccountDeletedPage /> },
        ],
      },
      {
        Component: PublicLayout,
        children: [
          { path: paths.auth.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.auth.resetPassword.bare, element: <Navigate to={paths.auth.login.getHref()} replace /> },
          { path: paths.auth.verifyEmail.path, element: <VerifyEmailPage /> },
          { path: paths.auth.verifyEmail.bare, element: <Navigate to={paths.home.getHref()} replace /> },
          { path: paths.auth.staffInvitation.path, element: <StaffInvitationPage /> },
          { path: paths.unsubscribe.path, element: <UnsubscribePage /> },
          { path: paths.legal.releaseOfInformation.path, element: <ReleaseOfInformationPage /> },
          { path: paths.legal.termsAndConditions.path, element: <TermsAndConditionsPage /> },
          { path: paths.legal.privacyPolicy.path, element: <PrivacyPolicyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Landing for visitors on /, the member layout for members, /login for visitors elsewhere.
        Component: MemberArea,
        children: [
          { index: true, element: <MemberHomePage /> },
          { path: paths.surveys.list.path, element: <SurveysPage /> },
          { path: paths.surveys.start.path, element: <TakeSurveyPage /> },
          { path: paths.surveys.complete.path, element: <SurveyCompletePage /> },
          { path: paths.surveys.history.path, element: <SurveyHistoryPage /> },
          { path: paths.profile.path, element: <ProfilePage /> },
          { path: paths.lifestyle.path, element: <PillarPage /> },
          { path: paths.programs.list.path, element: <ProgramsPage /> },
          { path: paths.programs.detail.path, element: <ProgramDetailPage /> },
          { path: paths.exercises.home.path, element: <ExercisesPage /> },
          { path: paths.exercises.category.path, element: <ExerciseCategoryPage /> },
          { path: paths.exercises.detail.path, element: <ExerciseDetailPage /> },
          { path: paths.programRequests.path, element: <ProgramRequestsPage /> },
          { path: paths.education.home.path, element: <EducationHomePage /> },
          { path: paths.education.bySlug.path, element: <EducationCategoryPage /> },
          { path: paths.education.post.path, element: <EducationPostPage /> },
          { path: paths.education.category.path, element: <EducationCategoryPage /> },
          { path: paths.education.subcategory.path, element: <EducationSubcategoryPage /> },
          { path: paths.coaches.list.path, element: <CoachesPage /> },
          { path: paths.coaches.detail.path, element: <CoachPage /> },
          { path: paths.downloadApp.path, element: <DownloadAppPage /> },
          { path: paths.health.path, element: <HealthHomePage /> },
          { path: paths.bloodResults.path, element: <BloodResultsPage /> },
          { path: paths.bloodPressure.path, element: <BloodPressurePage /> },
          { path: paths.body.path, element: <BodyPage /> },
          { path: paths.medications.path, element: <MedicationsPage /> },
          { path: paths.imports.path, element: <ImportPage /> },
          { path: paths.heartRisk.path, element: <HeartRiskPage /> },
          { path: paths.activities.path, element: <ActivitiesPage /> },
          { path: paths.conditions.list.path, element: <ConditionsPage /> },
          { path: paths.conditions.detail.path, element: <ConditionDetailPage /> },
          { path: paths.messages.list.path, element: <MessagesPage /> },
          { path: paths.messages.thread.path, element: <ThreadPage /> },
          { path: paths.appointments.path, element: <AppointmentsPage /> },
        ],
      },
      {
        // The care team's workspace: /login without a token; the layout checks the role and the second factor.
        path: paths.care.home.path,
        Component: CareArea,
        children: [
          { index: true, element: <CareHomePage /> },
          { path: paths.care.alerts.path, element: <CareAlertsPage /> },
          { path: paths.care.work.path, element: <CareWorkPage /> },
          { path: paths.care.members.path, element: <CareMembersPage /> },
          { path: paths.care.member.path, element: <CareMemberPage /> },
          { path: paths.care.requests.path, element: <CareRequestsPage /> },
          { path: paths.care.messages.path, element: <CareMessagesPage /> },
          { path: paths.care.thread.path, element: <CareThreadPage /> },
          { path: paths.care.staff.path, element: <CareStaffPage /> },
          { path: paths.care.audit.path, element: <CareAuditPage /> },
          { path: paths.care.account.path, element: <CareAccountPage /> },
          { path: paths.care.outcomes.path, element: <CareOutcomesPage /> },
          { path: paths.care.outreach.path, element: <CareOutreachPage /> },
          { path: paths.care.calendar.path, element: <CareCalendarPage /> },
        ],
      },
    ],
  },
];

/** Every screen inside the error screen's boundary (what the root route's `ErrorBoundary` was). */
function Root() {
  return (
    <RouteErrorBoundary>
      <RootLayout />
    </RouteErrorBoundary>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

// React Router's declarative mode (decision 0126): the app has no loaders or actions, and the data
// router's engine was 16 KiB (brotli) of the member home's first load. Navigations are transitions in
// both; scroll restoration is app/scroll-restoration.tsx, the error screen RouteErrorBoundary.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
