export interface NamedUser {
  id?: string | number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** First and last name, else the username; empty when there is neither. */
export const userName = (user: NamedUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || '';
