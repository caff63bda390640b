/** Swagger UI page; the raw document is served next to it at `${API_DOCS_PATH}-json`. */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = `${API_DOCS_PATH}-json`;
/** Security scheme names of the OpenAPI document (referenced by @ApiBearerAuth on token-only routes). */
export const SESSION_AUTH = 'session';
export const BEARER_AUTH = 'api-token';
