// Generated from openapi.json by `npm run api-types -w admin` (openapi-typescript). Do not edit.

export interface paths {
    "/api-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of every probe (public; addresses and errors for admins only) */
        get: operations["Health_apiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-history/{opportunityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An opportunity's calls, newest first (a bare array) */
        get: operations["CallOutcomes_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent leads of the last hours */
        get: operations["Dashboard_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monitoring dashboard: health, totals, trend, stuck syncs, recent leads */
        get: operations["Dashboard_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hubspot/requeue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put one opportunity back into the CRM sync queue */
        post: operations["CrmSync_requeue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a lead (web forms, other systems; API token only) */
        post: operations["Intake_createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/inbound-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ingest one raw RFC 822 lead email (API token only, at most 10 MB) */
        post: operations["Intake_inboundEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List opportunities (filters, search, sort, pages) */
        get: operations["Opportunities_find"];
        put?: never;
        /** Enter a lead by hand (signed-in staff) */
        post: operations["Intake_createOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Staff edit (absent fields unchanged, an empty string clears) */
        put: operations["Opportunities_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity Timeline, newest first */
        get: operations["Opportunities_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/by-tracking/{tracking}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One opportunity by tracking number */
        get: operations["Opportunities_byTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/record-call-outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a call outcome; the follow-up policy runs with it */
        post: operations["CallOutcomes_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Effective settings (no secrets) */
        get: operations["Settings_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync-opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the lead mailbox now and queue every pending or failed opportunity */
        post: operations["CrmSync_syncOpportunities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's API tokens */
        get: operations["ApiTokens_list"];
        put?: never;
        /** Mint an API token (shown once) */
        post: operations["ApiTokens_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your API tokens */
        delete: operations["ApiTokens_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Identity provider callback: starts the session */
        get: operations["Auth_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where to sign in (a browser is redirected there) */
        get: operations["Auth_login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to the identity provider (state, nonce, PKCE) */
        get: operations["Auth_loginStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Older sign-out, from this site only
         * @deprecated
         */
        get: operations["Auth_logout"];
        put?: never;
        /** Sign out (a signed-in session sends X-CSRF-Token) */
        post: operations["Auth_logoutPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and the CSRF token of the session */
        get: operations["Auth_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an API token */
        get: operations["Auth_verifyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pipeline statistics */
        get: operations["Status_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActivityItemDto: {
            actor: string | null;
            detail: string | null;
            id: string;
            /** @enum {string} */
            kind: "created" | "updated_by_email" | "enriched" | "sync_succeeded" | "sync_failed" | "sync_requeued" | "call_outcome" | "edited" | "values_fitted";
            /** Format: date-time */
            occurred_at: string;
            title: string;
        };
        ApiTokenListResponseDto: {
            items: components["schemas"]["ApiTokenResponseDto"][];
            /** @enum {boolean} */
            success: true;
        };
        ApiTokenResponseDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            /** @description First characters of the token, to recognise it */
            prefix: string;
            /** Format: date-time */
            revoked_at: string | null;
            role: string | null;
        };
        AuthStatusResponseDto: {
            authenticated: boolean;
            /** @description Send it as X-CSRF-Token on state-changing calls (session only) */
            csrf_token: string | null;
            ops_for_all: boolean;
            user: components["schemas"]["UserResponseDto"] | null;
        };
        CallHistoryItemResponseDto: {
            /** Format: date-time */
            call_date: string;
            customer_service_agent: string;
            follow_up_triggered: boolean;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** @enum {string} */
            outcome: "answered" | "no_answer" | "voicemail" | "wrong_number" | "not_interested" | "booked" | "rescheduled";
            phone_number: string;
        };
        CreateApiTokenDto: {
            /** @default 90 */
            days: number;
            name: string;
        };
        CreatedApiTokenResponseDto: {
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            prefix: string;
            /** @enum {boolean} */
            success: true;
            token: string;
        };
        CreateLeadDto: {
            /** Format: email */
            customer_email?: string;
            customer_name?: string;
            /** @example (720) 555-0199 */
            customer_phone?: string;
            destination_address?: string;
            /** @description At most 2 decimals */
            estimated_revenue?: number;
            /**
             * @description YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027")
             * @example 2027-03-05
             */
            move_date?: string;
            move_size?: string;
            origin_address?: string;
            /** @description Generated when absent or blank */
            tracking_number?: string;
        };
        CreateLeadResponseDto: {
            /** @description false when the tracking number already existed (the lead was merged) */
            created: boolean;
            /** Format: uuid */
            opportunity_id: string;
            /** @enum {boolean} */
            success: true;
            /** @example WEB-20270305-7K2M */
            tracking_number: string;
        };
        CreateOpportunityDto: {
            assignee?: string;
            /** Format: email */
            customer_email?: string;
            customer_name?: string;
            /** @example (720) 555-0199 */
            customer_phone?: string;
            destination_address?: string;
            /** @description At most 2 decimals */
            estimated_revenue?: number;
            /** @enum {string} */
            lead_source: "manual" | "inbound_call";
            /**
             * @description YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027")
             * @example 2027-03-05
             */
            move_date?: string;
            move_size?: string;
            origin_address?: string;
            /** @description Generated when absent or blank */
            tracking_number?: string;
        };
        CrmSettingsResponseDto: {
            base_url: string | null;
            configured: boolean;
            /** @enum {string} */
            provider: "HubSpot";
        };
        DashboardHealthDto: {
            /** @description Time this summary took, in ms */
            api_ms: number;
            /** @description Failed jobs; -1 when the queue cannot be read */
            failed_jobs: number;
            /** @description Waiting and delayed jobs; -1 when the queue cannot be read */
            queue_depth: number;
            /** @description A worker heartbeat is fresh */
            worker_ok: boolean;
        };
        DashboardLast24hDto: {
            /** @description Leads created in the last 24 hours */
            new: number;
        };
        DashboardRecentItemDto: {
            customer: string | null;
            display_name: string;
            enriched: boolean;
            /** Format: date-time */
            occurred_at: string | null;
            synced: boolean;
            tracking: string;
        };
        DashboardRecentResponseDto: {
            data: components["schemas"]["DashboardRecentItemDto"][];
            /** @enum {boolean} */
            success: true;
        };
        DashboardStuckSyncDto: {
            age_minutes: number;
            attempts: number;
            /** Format: uuid */
            id: string;
            last_error: string | null;
            /** @description CRM sync status */
            status: string;
            tracking: string;
        };
        DashboardSummaryDataDto: {
            health: components["schemas"]["DashboardHealthDto"];
            last24h: components["schemas"]["DashboardLast24hDto"];
            /** @enum {string} */
            range: "24h" | "7d" | "30d";
            /** @description Latest leads */
            recent: components["schemas"]["DashboardRecentItemDto"][];
            /** @description Syncs needing attention, oldest first (at most 100) */
            stuck: components["schemas"]["DashboardStuckSyncDto"][];
            /** @description How many syncs need attention (capped; never below the rows listed) */
            stuck_count: number;
            /** @description false when stuck_count is the cap ("1,000+") */
            stuck_count_exact: boolean;
            /** @description Counts over the selected range */
            totals: components["schemas"]["DashboardTotalsDto"];
            /** @description One point per day of the range */
            trend: components["schemas"]["DashboardTrendPointDto"][];
        };
        DashboardSummaryResponseDto: {
            data: components["schemas"]["DashboardSummaryDataDto"];
            /** @enum {string|null} */
            error: null;
            /** @enum {boolean} */
            success: true;
        };
        DashboardTotalsDto: {
            enriched: number;
            synced: number;
            total: number;
            with_move_date: number;
            with_phone: number;
        };
        DashboardTrendPointDto: {
            /**
             * Format: date
             * @description Calendar day in the company timezone
             */
            date: string;
            new: number;
            synced: number;
        };
        EffectiveSettingsResponseDto: {
            app_roles: string[];
            build_revision: string;
            crm: components["schemas"]["CrmSettingsResponseDto"];
            environment: string;
            mail: components["schemas"]["MailSettingsResponseDto"];
            ops_for_all: boolean;
            public_url: string;
            queues: components["schemas"]["QueueSettingsResponseDto"];
            session: components["schemas"]["SessionSettingsResponseDto"];
            sign_in: components["schemas"]["SignInSettingsResponseDto"];
        };
        EndpointHealthDto: {
            /** @description Signed-in admins only */
            error?: string | null;
            method: string;
            name: string;
            response_time: number;
            /** @enum {string} */
            status: "healthy" | "timeout" | "error" | "connection_error";
            /** @description Signed-in admins only */
            url?: string;
        };
        ErrorEnvelopeDto: {
            /** @description Extra detail for some coded errors: one object whose keys depend on error_code */
            details?: {
                [key: string]: unknown;
            }[];
            /** @description Same text as message (kept for older clients) */
            error: string;
            /** @example VALIDATION_FAILED */
            error_code: string;
            /** @description Field → message (validation errors) */
            errors?: {
                [key: string]: string;
            };
            /** @example Validation failed: phone must be a phone number */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
        HealthReportDto: {
            endpoints: components["schemas"]["EndpointHealthDto"][];
            summary: components["schemas"]["HealthSummaryDto"];
        };
        HealthResponseDto: {
            data: components["schemas"]["HealthReportDto"];
            /** @enum {boolean} */
            success: true;
        };
        HealthSummaryDto: {
            average_response_time_ms: number;
            errors: number;
            healthy: number;
            timeouts: number;
        };
        InboundEmailResponseDto: {
            created: boolean;
            duplicate: boolean;
            error: string | null;
            message_id: string;
            /** Format: uuid */
            opportunity_id: string | null;
            /** @enum {string} */
            status: "parsed" | "failed" | "ignored";
            /** @enum {boolean} */
            success: true;
        };
        LeadStatisticsResponseDto: {
            /** @description Synced today in the company timezone */
            today_synced: number;
            total_email_opportunities: number;
            total_estimated_revenue: number;
            total_synced: number;
            unprocessed_email_opportunities: number;
        };
        LoginResponseDto: {
            /** Format: uri */
            auth_url: string;
            message: string;
            /** @enum {boolean} */
            success: true;
        };
        MailSettingsResponseDto: {
            configured: boolean;
            provider: string;
        };
        OpportunityActivityResponseDto: {
            data: components["schemas"]["ActivityItemDto"][];
            /** @enum {boolean} */
            success: true;
        };
        OpportunityDetailDto: {
            assignee: string | null;
            /** Format: date-time */
            created_at: string;
            customer_email: string | null;
            customer_name: string | null;
            /** @description E.164 */
            customer_phone: string | null;
            destination_address: string | null;
            enriched: boolean;
            estimated_revenue: number | null;
            hubspot_deal_id: string | null;
            /** @description Link to the CRM deal, when known */
            hubspot_deal_url: string | null;
            /** @enum {string|null} */
            hubspot_sync_status: "queued" | "in_progress" | "succeeded" | "failed" | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            lead_source: "email" | "inbound_call" | "web_form" | "manual";
            /** Format: date */
            move_date: string | null;
            origin_address: string | null;
            owner: string | null;
            /**
             * @description Staff set one of new, pending, confirmed, completed, opened, replied, ignored, booked, PENDING, ASSIGNED_TO_AGENCY; a lead email may bring another
             * @example new
             */
            status: string;
            tracking_number: string;
            /** Format: date-time */
            updated_at: string;
        };
        OpportunityDetailResponseDto: {
            opportunity: components["schemas"]["OpportunityDetailDto"];
            /** @enum {boolean} */
            success: true;
        };
        OpportunityListItemResponseDto: {
            customer: string | null;
            email: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_updated: string;
            move_date: string | null;
            phone: string | null;
            q2g_tracking_number: string;
            raw: components["schemas"]["OpportunityListRawResponseDto"];
            status: string;
            synced: boolean;
        };
        OpportunityListRawResponseDto: {
            assignee: string | null;
            /** Format: date-time */
            created_at: string;
            destination_address: string | null;
            enriched: boolean;
            estimated_revenue: number | null;
            hubspot_deal_id: string | null;
            /** @description Link to the CRM deal, when known */
            hubspot_deal_url: string | null;
            /** @enum {string|null} */
            hubspot_sync_status: "queued" | "in_progress" | "succeeded" | "failed" | null;
            /** @enum {string} */
            lead_source: "email" | "inbound_call" | "web_form" | "manual";
            origin_address: string | null;
            owner: string | null;
            /** @enum {string} */
            process_status: "scraped" | "processing" | "synced";
            tracking_number: string;
        };
        OpportunityListResponseDto: {
            execution_time_ms: number;
            items: components["schemas"]["OpportunityListItemResponseDto"][];
            opportunities: components["schemas"]["OpportunityListItemResponseDto"][];
            opportunities_per_second: number;
            page: number;
            pageSize: number;
            /** @enum {boolean} */
            success: true;
            total: number;
            /** @description false when total is an estimate (very large filters) */
            total_exact: boolean;
        };
        QueueSettingsResponseDto: {
            dashboard_url: string;
            prefix: string;
        };
        RecordCallOutcomeDto: {
            agent: string;
            notes?: string;
            /** Format: uuid */
            opportunity_id: string;
            /** @enum {string} */
            outcome: "answered" | "no_answer" | "voicemail" | "wrong_number" | "not_interested" | "booked" | "rescheduled";
            phone_number: string;
        };
        RecordCallOutcomeResponseDto: {
            /** Format: date-time */
            call_date: string;
            customer_service_agent: string;
            /**
             * @example [
             *       "callback_reminder",
             *       "set_status:contacted"
             *     ]
             */
            follow_up_actions: string[];
            follow_up_triggered: boolean;
            /** Format: uuid */
            id: string;
            notes: string | null;
            /** @enum {string} */
            outcome: "answered" | "no_answer" | "voicemail" | "wrong_number" | "not_interested" | "booked" | "rescheduled";
            phone_number: string;
            /** @enum {boolean} */
            success: true;
        };
        RequeueDto: {
            /** Format: email */
            email?: string;
            /** Format: uuid */
            opportunity_id?: string;
            tracking?: string;
        };
        SessionSettingsResponseDto: {
            idle_timeout_minutes: number;
            max_age_hours: number;
        };
        SettingsResponseDto: {
            data: components["schemas"]["EffectiveSettingsResponseDto"];
            /** @enum {boolean} */
            success: true;
        };
        SignInSettingsResponseDto: {
            /** @description How many admin e-mail addresses are configured */
            admin_emails_configured: number;
            /** @description Whether admin groups or app roles are configured */
            admin_group_ids_configured: boolean;
            allowed_email_domains: string[];
            client_id: string | null;
            issuer_url: string | null;
            /** @enum {string} */
            provider: "dev-idp" | "entra-id" | "none";
            tenant_id: string | null;
        };
        StatusResponseDto: {
            data: components["schemas"]["LeadStatisticsResponseDto"];
            /** @enum {boolean} */
            success: true;
        };
        SuccessNullErrorResponseDto: {
            /** @enum {string|null} */
            error: null;
            /** @enum {boolean} */
            success: true;
        };
        SuccessResponseDto: {
            /** @enum {boolean} */
            success: true;
        };
        SyncOpportunitiesResponseDto: {
            /** @enum {string|null} */
            error: null;
            /** @description Opportunities put into the CRM sync queue */
            queued: number;
            /** @enum {boolean} */
            success: true;
        };
        UnhealthyResponseDto: {
            data: components["schemas"]["HealthReportDto"];
            /** @example Unhealthy: redis: timeout */
            error: string;
            /** @enum {string} */
            error_code: "SERVICE_UNAVAILABLE";
            /** @example Unhealthy: redis: timeout */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
        UpdateOpportunityDto: {
            customer?: string;
            destination_address?: string;
            /** Format: email */
            email?: string;
            /**
             * @description YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027")
             * @example 2027-03-05
             */
            move_date?: string;
            origin_address?: string;
            /** @example (720) 555-0199 */
            phone?: string;
            /** @enum {string} */
            status?: "new" | "pending" | "confirmed" | "completed" | "opened" | "replied" | "ignored" | "booked" | "PENDING" | "ASSIGNED_TO_AGENCY";
        };
        UserResponseDto: {
            displayName: string;
            email: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            role: "admin" | "staff";
            userPrincipalName: string;
        };
        VerifyTokenResponseDto: {
            authenticated: boolean;
            user: components["schemas"]["UserResponseDto"] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_apiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            /** @description A probe is failing (same report) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnhealthyResponseDto"];
                };
            };
        };
    };
    CallOutcomes_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                opportunityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallHistoryItemResponseDto"][];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Dashboard_recent: {
        parameters: {
            query?: {
                hours?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRecentResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Dashboard_summary: {
        parameters: {
            query?: {
                range?: "24h" | "7d" | "30d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummaryResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CrmSync_requeue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequeueDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessNullErrorResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Intake_createLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLeadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateLeadResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Intake_inboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "message/rfc822": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmailResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Opportunities_find: {
        parameters: {
            query?: {
                date_field?: "created_at" | "last_updated" | "move_date";
                /** @description YYYY-MM-DD or an ISO date-time */
                date_from?: string;
                /** @description YYYY-MM-DD or an ISO date-time */
                date_to?: string;
                include_noreply?: boolean;
                order_by?: "created_at" | "last_updated" | "updated_at" | "customer" | "customer_name" | "tracking" | "q2g_tracking_number" | "email" | "phone" | "status" | "move_date" | "enriched";
                order_dir?: "asc" | "desc";
                page?: number;
                per_page?: number;
                process_status?: "scraped" | "processing" | "synced";
                /** @description Search: name, email, phone digits or tracking number */
                q?: string;
                status?: "new" | "pending" | "confirmed" | "completed" | "opened" | "replied" | "ignored" | "booked" | "PENDING" | "ASSIGNED_TO_AGENCY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpportunityListResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Intake_createOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOpportunityDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateLeadResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Opportunities_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOpportunityDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessNullErrorResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Opportunities_activity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpportunityActivityResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Opportunities_byTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tracking: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpportunityDetailResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CallOutcomes_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordCallOutcomeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordCallOutcomeResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CrmSync_syncOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncOpportunitiesResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiTokens_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenListResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiTokens_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiTokenResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ApiTokens_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to / when signed in, else to /login */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With OAuth disabled: the error envelope with OAUTH_DISABLED (still 200) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Browser navigation: redirect to the identity provider */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_loginStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the identity provider, or to /login?error=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponseDto"];
                };
            };
            /** @description Browser navigation: redirect to /login (or / from another site) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_logoutPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponseDto"];
                };
            };
            /** @description Browser navigation: redirect to /login */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthStatusResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Auth_verifyToken: {
        parameters: {
            query: {
                /** @description An API token */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyTokenResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Status_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponseDto"];
                };
            };
            /** @description Invalid input (field errors in `errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in (AUTH_REQUIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing CSRF token, wrong credential type or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
