import { type AccountJson, type Api, ApiError } from './api.js';

/** Access tokens live 15 minutes; renewing well before keeps every call and reconnect valid. */
const RENEW_AFTER_MS = 10 * 60 * 1000;

/** One signed-in account: a fresh access token on demand, and calls that survive its expiry. */
export class Session {
  private token: string | null = null;
  private obtainedAt = 0;

  private constructor(
    private readonly api: Api,
    private readonly email: string,
    private readonly password: string,
    readonly user: AccountJson,
  ) {}

  static async start(api: Api, email: string, password: string) {
    const { token, user } = await api.login(email, password);
    const session = new Session(api, email, password, user);
    session.token = token;
    session.obtainedAt = Date.now();
    return session;
  }

  async accessToken(): Promise<string> {
    if (!this.token || Date.now() - this.obtainedAt > RENEW_AFTER_MS) {
      this.token = (await this.api.login(this.email, this.password)).token;
      this.obtainedAt = Date.now();
    }
    return this.token;
  }

  /** Forgets the token (the server refused it), so that the next use signs in again. */
  invalidate() {
    this.token = null;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.api.call<T>(method, path, await this.accessToken(), body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      this.invalidate();
      return this.api.call<T>(method, path, await this.accessToken(), body);
    }
  }
}
