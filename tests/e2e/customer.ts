import { type APIRequestContext, expect } from '@playwright/test';
import WebSocket from 'ws';
import { ADMIN } from './support';

/** Seeded customers share this password (server/seed/demo.ts). */
const CUSTOMER_PASSWORD = 'customer1234';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/auth/login/', { data: { email, password } });
  expect(response.ok(), `login of ${email}`).toBe(true);
  const { data } = await response.json();
  return data.access_token as string;
}

export const adminToken = (request: APIRequestContext) =>
  apiLogin(request, ADMIN.email, ADMIN.password);

export interface Customer {
  token: string;
  username: string;
}

/**
 * A seeded, active customer signed in through the API. Each spec asks for its own `slot`, so
 * that tests running side by side never play the same customer.
 */
export async function seededCustomer(request: APIRequestContext, slot: number): Promise<Customer> {
  const admin = await adminToken(request);
  const response = await request.get('/api/v1/admin/users/', {
    headers: bearer(admin),
    params: { role: 'customer', is_active: 'true', page_size: 100, ordering: 'username' },
  });
  expect(response.ok()).toBe(true);
  const { results } = await response.json();
  const user = results[slot];
  return { token: await apiLogin(request, user.email, CUSTOMER_PASSWORD), username: user.username };
}

/** The customer submits a gift card of the first active brand at its minimum value. */
export async function submitTransaction(request: APIRequestContext, customer: Customer) {
  const brands = await request.get('/api/v1/brands/', { headers: bearer(customer.token) });
  expect(brands.ok()).toBe(true);
  const [brand] = (await brands.json()).results;
  const response = await request.post('/api/v1/giftcards/', {
    headers: bearer(customer.token),
    data: {
      brand_id: brand.id,
      card_value: brand.min_amount,
      card_code: `E2E-${Date.now().toString(36).toUpperCase()}`,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as {
    id: string;
    card_value: string;
    brand: { name: string };
  };
}

/** The customer opens a dispute, as the customers' app does. */
export async function openDispute(request: APIRequestContext, customer: Customer) {
  const response = await request.post('/api/v1/disputes/', {
    headers: bearer(customer.token),
    data: { status: 'open' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: string; status: string; customer_username: string };
}

export async function getDispute(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/v1/disputes/${id}/`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { id: string; status: string };
}

interface ChatMessage {
  id: string;
  sender_username: string;
  message: string;
  client_id: string | null;
}

/** The customer's side of a dispute chat: a plain WebSocket, as the customers' app has. */
export class CustomerChat {
  /** Every live chat_message received (not the history). */
  readonly received: ChatMessage[] = [];
  history: ChatMessage[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'chat_history') this.history = frame.messages;
      if (frame.type === 'chat_message') this.received.push(frame.message);
    });
  }

  /** Connected once the server has sent the history. */
  static async connect(baseURL: string, disputeId: string, token: string) {
    const url = `${baseURL.replace(/^http/, 'ws')}/ws/dispute/${disputeId}/?token=${encodeURIComponent(token)}`;
    const chat = new CustomerChat(new WebSocket(url));
    await new Promise<void>((resolve, reject) => {
      chat.socket.once('error', reject);
      chat.socket.on('message', (data) => {
        if (JSON.parse(String(data)).type === 'chat_history') resolve();
      });
    });
    return chat;
  }

  say(text: string) {
    this.socket.send(
      JSON.stringify({ type: 'chat_message', message: text, client_id: crypto.randomUUID() }),
    );
  }

  /** How many live messages with this text arrived. */
  count(text: string) {
    return this.received.filter(({ message }) => message === text).length;
  }

  close() {
    this.socket.close();
  }
}
