import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

export const textLinkClasses = cn('rounded font-semibold text-teal-800 underline-offset-2 hover:underline', focusRing);

/** An in-app text link in the product's link colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
