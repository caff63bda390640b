/** Shapes mirroring the backend's response DTOs used by the admin shell. */

export type UserRole = 'admin' | 'staff';

export interface SessionUser {
  id: string;
  displayName: string;
  userPrincipalName: string;
  email: string;
  role: UserRole;
}

/** GET /auth/status */
export interface AuthStatus {
  authenticated: boolean;
  user: SessionUser | null;
  csrf_token: string | null;
  ops_for_all: boolean;
}

/** GET /auth/login */
export type LoginAnswer =
  | { success: true; auth_url?: string; message?: string }
  | { success: false; error?: string; message?: string };

export type EndpointStatus = 'healthy' | 'timeout' | 'error' | 'connection_error';

export interface HealthEndpoint {
  name: string;
  method: string;
  url: string;
  status: EndpointStatus;
  response_time: number | null;
  error: string | null;
}

export interface HealthSummary {
  healthy: number;
  timeouts: number;
  errors: number;
  average_response_time_ms: number;
}

/** GET /api-health → data (HTTP 503 carries the same body when something is unhealthy). */
export interface HealthReport {
  summary: HealthSummary;
  endpoints: HealthEndpoint[];
}

export type SignInProvider = 'dev-idp' | 'entra-id' | 'none';

/** GET /api/settings → data */
export interface AppSettings {
  environment: string;
  build_revision: string;
  public_url: string;
  app_roles: string[];
  ops_for_all: boolean;
  sign_in: {
    provider: SignInProvider;
    issuer_url: string | null;
    client_id: string | null;
    tenant_id: string | null;
    allowed_email_domains: string[];
    admin_group_ids_configured: boolean;
    admin_emails_configured: number;
  };
  session: { idle_timeout_minutes: number; max_age_hours: number };
  mail: { provider: string; configured: boolean };
  crm: { provider: string; configured: boolean; base_url: string | null };
  queues: { prefix: string; dashboard_url: string };
}
