import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** /care opens on My work for every role (decision 0100): what is mine and what is due, worst first. */
export function CareHomePage() {
  return <Navigate to={paths.care.work.getHref()} replace />;
}
