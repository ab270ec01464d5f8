import { DISPUTE_STATUSES } from '../../../contract/statuses';
import type { ResourceMessages } from '../../declared/types';
import { labelsOf } from '../statusLabels';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en: ResourceMessages = {
  disputes: {
    // The spec's sidebar entry is singular.
    name: 'Dispute',
    title: 'Disputes',
    detail_title: 'Dispute Details',
    search: 'Search Customer...',
    fields: {
      customer: 'Customer',
      dispute_id: 'Dispute ID',
      date: 'Date',
      status: 'Status',
      action: 'Action',
      view: 'View dispute',
    },
    status: labelsOf(DISPUTE_STATUSES),
    info: {
      title: 'Dispute Info',
      id: 'ID',
      status: 'Status',
      submitted: 'Date Submitted',
      filled_by: 'Filled By',
    },
    actions: {
      title: 'Dispute Actions',
      save: 'Save',
    },
    messages: {
      updated: 'Dispute updated successfully',
    },
    chat: {
      closed: 'This dispute is closed: reopen it to write to the customer.',
      placeholder: 'Type a message...',
      send: 'Send',
      no_dispute: 'Please select a valid dispute to view the chat.',
      no_token: 'Please re-login to view the chat.',
      title: 'Live Chat',
      messages: 'Chat messages',
      empty: 'No messages yet.',
      sending: 'Sending...',
      counter: '%{count} / %{max} characters',
      too_long: '%{count} / %{max} characters: too long to send',
      connection: {
        connecting: 'Connecting...',
        open: 'Connected',
        reconnecting: 'Reconnecting...',
        closed: 'Disconnected',
      },
    },
    not_found: 'Dispute not found',
  },
};
