import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from './layouts/auth-layout';
import { CareArea } from './layouts/care-area';
import { MemberArea } from './layouts/member-area';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './routes/route-error';

// Screens are React.lazy components rather than route `lazy` modules: a member route's code is
// only requested once the guard has decided to render it, so visitors never download it.
const LoginPage = lazy(() => import('@/features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('@/features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const AccountDeletedPage = lazy(() =>
  import('@/features/auth/pages/account-deleted-page').then((m) => ({ default: m.AccountDeletedPage })),
);
const VerifyEmailPage = lazy(() => import('@/features/auth/pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const StaffInvitationPage = lazy(() =>
  import('@/features/auth/pages/staff-invitation-page').then((m) => ({ default: m.StaffInvitationPage })),
);
const ReleaseOfInformationPage = lazy(() =>
  import('@/features/legal/pages/legal-page').then((m) => ({ default: m.ReleaseOfInformationPage })),
);
const TermsAndConditionsPage = lazy(() => import('@/features/legal/pages/legal-page').then((m) => ({ default: m.TermsAndConditionsPage })));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/pages/legal-page').then((m) => ({ default: m.PrivacyPolicyPage })));
const UnsubscribePage = lazy(() => import('@/features/profile/pages/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })));
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));

const MemberHomePage = lazy(() => import('./routes/member-home').then((m) => ({ default: m.MemberHomePage })));
const SurveysPage = lazy(() => import('@/features/surveys/pages/surveys-page').then((m) => ({ default: m.SurveysPage })));
const TakeSurveyPage = lazy(() => import('@/features/surveys/pages/take-survey-page').then((m) => ({ default: m.TakeSurveyPage })));
const SurveyCompletePage = lazy(() =>
  import('@/features/surveys/pages/survey-complete-page').then((m) => ({ default: m.SurveyCompletePage })),
);
const SurveyHistoryPage = lazy(() =>
  import('@/features/surveys/pages/survey-history-page').then((m) => ({ default: m.SurveyHistoryPage })),
);
const ProfilePage = lazy(() => import('./routes/profile-route').then((m) => ({ default: m.ProfileRoute })));
const PillarPage = lazy(() => import('./routes/pillar-route').then((m) => ({ default: m.PillarRoute })));
const ProgramsPage = lazy(() => import('@/features/programs/pages/programs-page').then((m) => ({ default: m.ProgramsPage })));
const ProgramDetailPage = lazy(() =>
  import('@/features/programs/pages/program-detail-page').then((m) => ({ default: m.ProgramDetailPage })),
);
const ExercisesPage = lazy(() => import('@/features/exercises/pages/exercises-page').then((m) => ({ default: m.ExercisesPage })));
const ExerciseCategoryPage = lazy(() =>
  import('@/features/exercises/pages/exercise-category-page').then((m) => ({ default: m.ExerciseCategoryPage })),
);
const ExerciseDetailPage = lazy(() =>
  import('@/features/exercises/pages/exercise-detail-page').then((m) => ({ default: m.ExerciseDetailPage })),
);
const ProgramRequestsPage = lazy(() =>
  import('@/features/program-requests/pages/program-requests-page').then((m) => ({ default: m.ProgramRequestsPage })),
);
const EducationHomePage = lazy(() =>
  import('@/features/education/pages/education-home-page').then((m) => ({ default: m.EducationHomePage })),
);
const EducationCategoryPage = lazy(() => import('@/features/education/pages/category-page').then((m) => ({ default: m.CategoryPage })));
const EducationSubcategoryPage = lazy(() =>
  import('@/features/education/pages/category-page').then((m) => ({ default: m.SubcategoryPage })),
);
const EducationPostPage = lazy(() => import('@/features/education/pages/post-page').then((m) => ({ default: m.PostPage })));
const CoachesPage = lazy(() => import('@/features/coaches/pages/coaches-page').then((m) => ({ default: m.CoachesPage })));
const CoachPage = lazy(() => import('@/features/coaches/pages/coach-page').then((m) => ({ default: m.CoachPage })));
const DownloadAppPage = lazy(() => import('@/features/download-app/pages/download-app-page').then((m) => ({ default: m.DownloadAppPage })));
const HealthHomePage = lazy(() => import('./routes/health-home').then((m) => ({ default: m.HealthHomePage })));
const BloodResultsPage = lazy(() => import('@/features/health/pages/blood-results-page').then((m) => ({ default: m.BloodResultsPage })));
const BloodPressurePage = lazy(() => import('@/features/health/pages/blood-pressure-page').then((m) => ({ default: m.BloodPressurePage })));
const BodyPage = lazy(() => import('@/features/health/pages/body-page').then((m) => ({ default: m.BodyPage })));
const MedicationsPage = lazy(() => import('@/features/health/pages/medications-page').then((m) => ({ default: m.MedicationsPage })));
const ImportPage = lazy(() => import('@/features/imports/pages/import-page').then((m) => ({ default: m.ImportPage })));
const HeartRiskPage = lazy(() => import('@/features/heart-risk/pages/heart-risk-page').then((m) => ({ default: m.HeartRiskPage })));
const ActivitiesPage = lazy(() => import('@/features/health/pages/activities-page').then((m) => ({ default: m.ActivitiesPage })));
const ConditionsPage = lazy(() => import('@/features/conditions/pages/conditions-page').then((m) => ({ default: m.ConditionsPage })));
const ConditionDetailPage = lazy(() =>
  import('@/features/conditions/pages/condition-detail-page').then((m) => ({ default: m.ConditionDetailPage })),
);
const MessagesPage = lazy(() => import('@/features/messages/pages/messages-page').then((m) => ({ default: m.MessagesPage })));
const ThreadPage = lazy(() => import('@/features/messages/pages/thread-page').then((m) => ({ default: m.ThreadPage })));
const AppointmentsPage = lazy(() =>
  import('@/features/appointments/pages/appointments-page').then((m) => ({ default: m.AppointmentsPage })),
);
const CareCalendarPage = lazy(() => import('@/features/care/pages/calendar-page').then((m) => ({ default: m.CalendarPage })));

// The care team's workspace: its own chunks, requested only under /care once the guard lets staff in.
const CareWorkPage = lazy(() => import('@/features/care/pages/work-page').then((m) => ({ default: m.WorkPage })));
const CareHomePage = lazy(() => import('@/features/care/pages/care-home-page').then((m) => ({ default: m.CareHomePage })));
const CareAlertsPage = lazy(() => import('@/features/care/pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
const CareMembersPage = lazy(() => import('@/features/care/pages/members-page').then((m) => ({ default: m.MembersPage })));
const CareMemberPage = lazy(() => import('@/features/care/pages/member-page').then((m) => ({ default: m.MemberPage })));
const CareRequestsPage = lazy(() => import('@/features/care/pages/requests-page').then((m) => ({ default: m.RequestsPage })));
const CareMessagesPage = lazy(() => import('@/features/care/pages/messages-page').then((m) => ({ default: m.MessagesPage })));
const CareThreadPage = lazy(() => import('@/features/care/pages/thread-page').then((m) => ({ default: m.ThreadPage })));
const CareStaffPage = lazy(() => import('@/features/care/pages/staff-page').then((m) => ({ default: m.StaffPage })));
const CareAuditPage = lazy(() => import('@/features/care/pages/audit-page').then((m) => ({ default: m.AuditPage })));
const CareOutreachPage = lazy(() => import('@/features/care/pages/outreach-page').then((m) => ({ default: m.OutreachPage })));
const CareOutcomesPage = lazy(() => import('@/features/care/pages/outcomes-page').then((m) => ({ default: m.OutcomesPage })));
// The staff member's own account: the profile's account-safety cards (decision 0094).
const CareAccountPage = lazy(() => import('@/features/profile/pages/staff-account-page').then((m) => ({ default: m.StaffAccountPage })));

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
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

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
