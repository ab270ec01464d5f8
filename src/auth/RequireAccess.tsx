import {
  type ComponentType,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Authenticated, CanAccess, Navigate, type ResourceProps, useBasename } from 'react-admin';

const ToAccessDenied = () => {
  const basename = useBasename();
  return <Navigate to={`${basename}/access-denied`} replace />;
};

/**
 * Its children when the signed-in role may `action` on the current resource, else react-admin's
 * access-denied page: a typed URL is refused like a hidden menu entry. Signed out, the login page
 * comes first (a session without permissions would otherwise read as "not allowed").
 */
export const RequireAccess = ({
  action,
  resource,
  children,
}: {
  action: string;
  /** For a custom page, the resource whose permission it needs; else the current one. */
  resource?: string;
  children?: ReactNode;
}) => (
  <Authenticated>
    <CanAccess resource={resource} action={action} accessDenied={<ToAccessDenied />}>
      {children}
    </CanAccess>
  </Authenticated>
);

type View = ComponentType | ReactElement | undefined;

const guard = (view: View, action: string): View => {
  if (!view) return view;
  const content = isValidElement(view) ? view : createElement(view);
  return () => <RequireAccess action={action}>{content}</RequireAccess>;
};

/**
 * The resource with each view behind its permission. react-admin's controllers check too, but the
 * screens built on plain queries (and the ones to come) would not.
 */
export const withAccessChecks = <R extends ResourceProps>(resource: R): R => ({
  ...resource,
  list: guard(resource.list, 'list'),
  create: guard(resource.create, 'create'),
  edit: guard(resource.edit, 'edit'),
  show: guard(resource.show, 'show'),
});
