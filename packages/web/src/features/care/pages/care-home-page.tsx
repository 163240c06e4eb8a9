import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCan } from '../components/staff-context';

/** /care opens on the urgent alerts for those who handle them, on the members for everyone else. */
export function CareHomePage() {
  const handlesAlerts = useCan('alerts:manage');
  return <Navigate to={handlesAlerts ? paths.care.alerts.getHref() : paths.care.members.getHref()} replace />;
}
