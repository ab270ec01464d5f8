import type { ResourceMessages } from '../types';

/** The audit trail's texts (api-contract.md, "Audit trail"). */
export const en: ResourceMessages = {
  'audit-logs': {
    name: 'Audit entry |||| Audit log',
    title: 'Audit log',
    history: 'History',
    history_empty: 'No recorded changes yet.',
    unknown_actor: 'Unknown',
    fields: {
      created_at: 'Time',
      actor: 'Who',
      action: 'Action',
      summary: 'What',
      changes: 'Changes',
      target_type: 'Target type',
      target_id: 'Target ID',
      created_after: 'From',
      created_before: 'To',
      ip: 'Address',
    },
    target_types: {
      user: 'User',
      brand: 'Brand',
      transaction: 'Transaction',
      dispute: 'Dispute',
    },
    errors: { list: 'Failed to fetch the audit log.' },
  },
};
