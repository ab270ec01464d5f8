import { HttpResponse, http } from 'msw';
import type { AuditLog } from '../../../contract/audit';
import type { Staff } from '../../../contract/resources/staff';

export const ada: Staff = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'reviewer',
  is_active: true,
  two_factor_enabled: true,
  last_login: '2026-11-20T09:30:00.000Z',
  date_joined: '2026-01-05T14:03:00.000Z',
};

export const statusChange: AuditLog = {
  id: '22222222-2222-4222-8222-222222222222',
  actor: { id: ada.id, username: 'ada' },
  action: 'transaction.review',
  target_type: 'transaction',
  target_id: '33333333-3333-4333-8333-333333333333',
  target_user_role: null,
  summary: 'Reviewed transaction #33333333',
  summary_code: null,
  summary_params: null,
  changes: { status: ['PENDING_REVIEW', 'ORDER_ACCEPTED'] },
  ip: '127.0.0.1',
  user_agent: 'test',
  created_at: '2026-11-21T10:00:00.000Z',
};

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The staff and audit endpoints answering with the records given (defaults: Ada, one entry). */
export const staffApi = ({
  staff = [ada],
  audit = [statusChange],
}: {
  staff?: Staff[];
  audit?: AuditLog[];
} = {}) => [
  http.get('*/api/v1/admin/staff/', () => HttpResponse.json(page(staff))),
  http.get('*/api/v1/admin/staff/:id/', ({ params }) => {
    const found = staff.find(({ id }) => id === params.id);
    return found
      ? HttpResponse.json({ data: found })
      : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  }),
  http.get('*/api/v1/admin/audit-logs/', () => HttpResponse.json(page(audit))),
];
