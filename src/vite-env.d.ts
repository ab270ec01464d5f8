/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the REST API; default /api/v1 on the page's own origin. */
  readonly VITE_API_URL?: string;
  /** Base of the live channels; default ws(s)://<page host>/ws. */
  readonly VITE_WS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
