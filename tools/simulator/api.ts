/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface AccountJson {
  id: string;
  email: string;
  username: string;
  role: 'admin' | 'customer';
}

/** The REST API as the simulator uses it: JSON in and out, errors as `ApiError`. */
export function createApi(baseUrl: string) {
  /** A body is sent as JSON, or as a multipart form when it is one (fetch writes its boundary). */
  async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
    const form = body instanceof FormData;
    let response: Response;
    try {
      response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
        method,
        headers: {
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, `server unreachable at ${baseUrl}`);
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) {
      throw new ApiError(response.status, json?.message ?? `HTTP ${response.status}`);
    }
    return json as T;
  }

  return {
    call,
    async login(email: string, password: string) {
      const { data } = await call<{ data: { access_token: string; user: AccountJson } }>(
        'POST',
        '/auth/login/',
        null,
        { email, password },
      );
      return { token: data.access_token, user: data.user };
    },
    async register(account: { email: string; username: string; password: string }) {
      await call('POST', '/auth/register/', null, {
        ...account,
        first_name: 'Sim',
        last_name: account.username.slice(4),
      });
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** ws(s)://host/ws for an http(s)://host base URL. */
export const liveBase = (baseUrl: string) => {
  const url = new URL('/ws', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};
