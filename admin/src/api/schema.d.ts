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
    "/api/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Images for email templates, newest first (at most 200) */
        get: operations["Assets_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A URL the browser PUTs one image to (valid 10 minutes, bound to the key, type and size cap) */
        post: operations["Assets_presign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one image (multipart field "file") */
        post: operations["Assets_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assets/uploads/{year}/{month}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Complete a presigned upload (raw image bytes; the signed query string is the credential) */
        put: operations["Assets_completeUpload"];
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
    "/api/call-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Call tasks: the open ones (soonest due first), or all; optionally only one opportunity's contact's */
        get: operations["CallTasks_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts with a real email: search (from 2 characters) over name, email, company and phone, filters, sort, offset paging */
        get: operations["Contacts_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/examples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 10 recent contacts that may be emailed, newest first */
        get: operations["Contacts_examples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most recent contacts with an email, newest first */
        get: operations["Contacts_recent"];
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
    "/api/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries newest first (100 by default), optionally for one address or a fragment of one */
        get: operations["DeliveriesList_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admins: mark a delivery whose outcome is unknown as sent (its run moves on) or not sent (failed; its run sends the step again) */
        post: operations["ResolveUnknown_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/runs/{enrollmentId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate the contact's reply to the run's last email (admins; demo mode only, 404 otherwise) */
        post: operations["DemoReply_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/enrollments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an active or pending enrollment (409 already_ended / not_active, 403 permission_denied) */
        post: operations["EnrollmentAssignment_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft rule ('Name and start date are required'); defaults: created_at, caps 1000/100, Mon-Fri 8-18, UTC */
        post: operations["EnrollmentRules_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a draft or paused rule: the fields sent replace the stored ones, checked like a new rule; History says what changed */
        put: operations["EnrollmentRules_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The same edit as PUT (only the fields sent change) */
        patch: operations["EnrollmentRules_patch"];
        trace?: never;
    };
    "/api/enrollment/rules/{ruleId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** active → paused */
        post: operations["EnrollmentRules_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/rules/{ruleId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Eligible contacts now: total, daily projection, days remaining and the first `limit` (1-50, default 50) */
        post: operations["EnrollmentRules_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/rules/{ruleId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft or paused → active; the sequence must not be archived and its step 1 needs a template */
        post: operations["EnrollmentRules_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/rules/{ruleId}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** active or paused → stopped (final) */
        post: operations["EnrollmentRules_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/send-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's sends against the daily caps: all sequences together and the busiest sequences */
        get: operations["SendUsage_today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/sequences/{id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sequence's enrollments, newest first, with whether the signed-in user may unenroll each */
        get: operations["EnrollmentAssignment_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/sequences/{id}/enrollments/bulk-unenroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel many enrollments of the sequence; the ones that cannot be are listed with a reason */
        post: operations["EnrollmentAssignment_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/sequences/{id}/manual-assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enroll chosen contacts; each left out is named with a reason (and listed in exclusions_csv) */
        post: operations["EnrollmentAssignment_manualAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollment/sequences/{id}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live sequence's rules with their enrollment counts, newest first (one query) */
        get: operations["EnrollmentRules_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runs by state (active soonest first, ended latest first, all newest first), optionally only the due ones, one sequence's, or those whose contact's name or email contains q; 20 a page */
        get: operations["Runs_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip to the next step, due now; on the last step the run completes */
        post: operations["Runs_advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the run as canceled, with who and why in end_reason */
        post: operations["Runs_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Why hasn't this step sent? Due time, window, caps, mailbox budget, pauses, suppression, move-date anchor, last error */
        get: operations["RunExplain_explain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause an active run (next run kept) */
        post: operations["Runs_pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a paused run; its next run is recomputed inside the send window */
        post: operations["Runs_reactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause or cancel up to 100 runs; each is checked as on its own route (who may change it, its state) and answered with its outcome, the others still changed */
        post: operations["Runs_bulk"];
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
    "/api/inbound-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stored inbound message: headers summary, classification and reasons, how it was matched, what it did */
        get: operations["Replies_message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbound-messages/unmatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inbound mail that changed nothing, or less than its kind would (it names none of our sends, …), with why; newest first, 20 a page */
        get: operations["Replies_unmatched"];
        put?: never;
        post?: never;
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
    "/api/mail/caught": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Caught messages, newest first (404 when the mail catcher is not running) */
        get: operations["CaughtMail_list"];
        put?: never;
        post?: never;
        /** Remove every caught message */
        delete: operations["CaughtMail_clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/caught/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One caught message: headers, HTML as sent, text and raw source */
        get: operations["CaughtMail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post one inbound message (reply, out-of-office, delivery report; an admin's API token or an inbound-scoped one, at most 10 MB) */
        post: operations["InboundMail_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sending mailboxes with their per-minute and per-day limits, what each used, and whether it is paused */
        get: operations["MailboxPauses_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/{mailbox}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused sending mailbox (admin), after fixing the sending setup; 404 when it is not paused */
        post: operations["MailboxPauses_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/domain-holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recipient domains held back after a policy refusal of one of our sends (nothing is sent to them until held_until) */
        get: operations["MailboxPauses_domainHolds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/domain-holds/{domain}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a held recipient domain early (admin); 404 when it is not held */
        post: operations["MailboxPauses_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sending mailboxes paused because the evidence says the sender is blocked, longest paused first, with the messages that tripped each */
        get: operations["MailboxPauses_paused"];
        put?: never;
        post?: never;
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
    "/api/opportunities/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Possible duplicates of one opportunity (other leads sharing its email, phone, or name with move date and origin) */
        get: operations["Duplicates_related"];
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
    "/api/opportunities/duplicates/{pairId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge a possible duplicate pair (the primary keeps its values; its blanks are filled; undoable for a day) */
        post: operations["Duplicates_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/duplicates/{pairId}/not-duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a possible duplicate pair "not a duplicate" (remembered; never suggested again) */
        post: operations["Duplicates_notDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/geographic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geographic intelligence: states, routes and move types */
        get: operations["Analytics_geographic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/merges/{mergeId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a merge of duplicate leads (within a day of it) */
        post: operations["Duplicates_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/move-dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Move-date calendar: active moves this week and upcoming */
        get: operations["Analytics_moveDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/move-dates/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Move-date heat-map: active moves on each day of a month */
        get: operations["Analytics_moveCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/opportunities/velocity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opportunity velocity: leads created per day of the timeframe, enriched and synced */
        get: operations["Analytics_velocity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox events by displayed status (pending and failed by next run, processed newest first); 100 by default */
        get: operations["OutboxItems_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Relay an unprocessed event now (admins; everyone when OPS_FOR_ALL); 409 once processed */
        post: operations["OutboxItems_retry"];
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
    "/api/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Human replies received in the window (default 7d), newest first, with their run; 20 a page */
        get: operations["Replies_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/lead-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads that may be claimed back from each lead provider in a month (duplicates, wrong numbers, placeholder contact data) */
        get: operations["Refunds_month"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/lead-refunds/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One provider’s refund claims of a month as CSV, with the evidence (dates, tracking numbers, match reasons) */
        get: operations["Refunds_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live sequence cards with their counts (one query); search, status filter, sort (default updated_desc) */
        get: operations["Sequences_list"];
        put?: never;
        /** Create a sequence owned by the signed-in user (409 name_conflict with existing.id) */
        post: operations["Sequences_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live sequence with its steps */
        get: operations["Sequences_get"];
        /** Change the designer fields (absent fields unchanged; 409 name_conflict) */
        put: operations["Sequences_update"];
        post?: never;
        /**
         * Delete a sequence (body or query {force, reason}); 409 SEQUENCE_ACTIVE while enrollments are live unless force
         * @description With force, live enrollments are canceled with the reason; header X-Canceled-Enrollments says how many.
         */
        delete: operations["Sequences_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lifetime counts, conversions (opportunity booked/completed after enrolling), the next 20 runs, outcomes and the last 30 days */
        get: operations["SequenceAnalytics_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy as '{name} (Copy)' (numbered when taken), steps copied, no enrollments */
        post: operations["Sequences_duplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sequence's changes (with who and why) and its sends, newest first; page with `before` */
        get: operations["SequenceHistory_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/steps/v3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The steps in order */
        get: operations["Sequences_steps"];
        /** Replace the whole step list; step_order renumbered from 1 in the given order; templates must exist */
        put: operations["Sequences_saveSteps"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/test-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one step (rendered for the example contact) to one company address; recorded in deliveries, linked to the sequence */
        post: operations["SequenceTestSend_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enrollment counts per live sequence */
        get: operations["Sequences_summary"];
        put?: never;
        post?: never;
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
    "/api/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active suppression entries, newest first; q matches part of the address */
        get: operations["Suppressions_list"];
        put?: never;
        /** Add an address to the suppression list (admin); 409 when it is on it already */
        post: operations["Suppressions_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppressions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an entry (admin, with a reason); the address may be mailed again */
        delete: operations["Suppressions_remove"];
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
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates, most recently updated first (search in name and subject; bodies with include_body) */
        get: operations["Templates_list"];
        put?: never;
        /** Create a template owned by the signed-in user (html sanitised, variables listed) */
        post: operations["Templates_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template (404 when unknown or deleted) */
        get: operations["Templates_get"];
        /** Change a template (absent fields unchanged; the owner stays) */
        put: operations["Templates_update"];
        post?: never;
        /** Delete a template (kept for the sequences that use it; 404 when unknown or already deleted) */
        delete: operations["Templates_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A saved template rendered for a contact as it would be sent (unresolved tokens are warnings) */
        post: operations["TemplatePreview_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/test-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the rendered template (or the editor content given) to one company address; recorded in deliveries */
        post: operations["TemplateTestSend_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/inline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Template body HTML with styles inlined (optionally sanitized, asset keys resolved) */
        post: operations["TemplatePreview_inline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/variables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merge variable catalogue in groups, with examples from real data */
        get: operations["Templates_catalogue"];
        put?: never;
        post?: never;
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
    "/api/v1/sequences/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sequence card (state, counts, updated_at for the next change) */
        get: operations["SequenceState_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch a sequence between active and paused (owner or admin)
         * @description Stale updated_at → 409 CONFLICT with the server copy; same state → idempotent true; no steps → 422 NO_STEPS; archived → 409 SEQUENCE_ARCHIVED.
         */
        patch: operations["SequenceState_change"];
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
    "/media/{year}/{month}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stored image (no sign-in; cached for a year, its key never changes) */
        get: operations["Media_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/brand/logo.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The built-in company logo (the default of {{companyLogoUrl}}) */
        get: operations["Media_brandLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus text: engine counters, ready runs, queue depths, HTTP latency, process defaults */
        get: operations["Metrics_text"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engine counters and ready runs as JSON (no cache) */
        get: operations["MetricsJson_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics/debug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox counts by displayed status and live runs */
        get: operations["Metrics_debug"];
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
        ActiveRunContactDto: {
            email: string | null;
            name: string | null;
        };
        ActiveRunDto: {
            contact: components["schemas"]["ActiveRunContactDto"];
            current_step: number;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            next_run_at: string | null;
            /** @example Step 2: Your quote */
            next_step_label: string;
            /**
             * @description ready = due now, scheduled = future next_run_at
             * @enum {string}
             */
            status: "ready" | "scheduled" | "paused" | "running";
        };
        ActivityDayDto: {
            canceled: number;
            completed: number;
            /** @example 2026-11-23 */
            date: string;
            enrolled: number;
        };
        ActivityItemDto: {
            /** @description Who did it, as recorded: a staff member's name or email address (merges and "not a duplicate" record the email), a call agent, or a service */
            actor: string | null;
            /**
             * @description The staff user's display name when `actor` is a user's email address, else null
             * @example Sam Rivera
             */
            actor_name: string | null;
            detail: string | null;
            id: string;
            /** @enum {string} */
            kind: "created" | "updated_by_email" | "enriched" | "sync_succeeded" | "sync_failed" | "sync_requeued" | "call_outcome" | "edited" | "values_fitted" | "duplicate_found" | "duplicate_dismissed" | "duplicate_merged" | "duplicate_merge_undone" | "sequence_email_sent" | "sequence_run_completed" | "sequence_run_ended" | "sequence_run_paused" | "sequence_reply_received" | "inbound_reply" | "inbound_auto_reply" | "inbound_bounce" | "inbound_unsubscribe" | "inbound_complaint";
            /** Format: date-time */
            occurred_at: string;
            title: string;
        };
        AddSuppressionDto: {
            /** @example someone@example.com */
            email: string;
            /** @description Why the address must not be mailed */
            reason: string;
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
            /**
             * @description What the token is limited to ('inbound': posting inbound mail only); null: everything its role allows
             * @enum {string|null}
             */
            scope: "inbound" | null;
        };
        AssetItemDto: {
            /** @example logo.png */
            filename: string;
            /** @example 2026/11/0b7c6a1e-8d1f-4b8e-9a51-0c2f3d4e5f60.png */
            key: string;
            /** @description Bytes */
            size: number;
            /** @description Public URL (works without signing in) */
            url: string;
        };
        AssetListDataDto: {
            assets: components["schemas"]["AssetItemDto"][];
        };
        AssetListResponseDto: {
            data: components["schemas"]["AssetListDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        AuthStatusResponseDto: {
            authenticated: boolean;
            /** @description Send it as X-CSRF-Token on state-changing calls (session only) */
            csrf_token: string | null;
            ops_for_all: boolean;
            user: components["schemas"]["UserResponseDto"] | null;
        };
        BulkRunActionDto: {
            /**
             * @description What to do with every listed run
             * @enum {string}
             */
            action: "pause" | "cancel";
            /** @description Run ids, 1 to 100, each once */
            ids: string[];
            /** @description Why (kept with each run, as for one run); up to 200 characters */
            reason?: string;
        };
        BulkRunActionResponseDto: {
            /** @enum {string} */
            action: "pause" | "cancel";
            /** @description How many runs were changed */
            changed: number;
            /** @description How many were not (reported in results) */
            failed: number;
            /** @description One outcome per id, in the order sent */
            results: components["schemas"]["BulkRunOutcomeDto"][];
            /** @enum {boolean} */
            success: true;
        };
        BulkRunOutcomeDto: {
            /** @description Why not, in words (what the single-run route would answer) */
            error?: string;
            /** @description Why not: ENROLLMENT_NOT_FOUND, permission_denied or RUN_ACTION_REFUSED */
            error_code?: string;
            id: string;
            /** @description Whether the action was applied to this run */
            ok: boolean;
            /** @description With RUN_ACTION_REFUSED: the refusal (pause_not_active, ended, ...) */
            reason?: string;
        };
        BulkUnenrollDto: {
            /** @description Enrollment ids of this sequence; an empty list is refused */
            enrollment_ids: string[];
        };
        BulkUnenrollResponseDto: {
            skipped: components["schemas"]["BulkUnenrollSkipDto"][];
            /** @enum {boolean} */
            success: true;
            unenrolled: number;
        };
        BulkUnenrollSkipDto: {
            id: string;
            /** @enum {string} */
            reason: "not_found" | "already_ended" | "not_active" | "permission_denied";
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
        CallOutcomeCountDto: {
            count: number;
            /** @example no_answer */
            outcome: string;
        };
        CallTaskContactDto: {
            email: string | null;
            id: string;
            name: string | null;
        };
        CallTaskDto: {
            /** @description The opportunity's assignee when the task opened */
            assignee: string | null;
            /** Format: date-time */
            completed_at: string | null;
            contact: components["schemas"]["CallTaskContactDto"];
            /** Format: date-time */
            due_at: string;
            enrollment_id: string;
            /**
             * Format: date-time
             * @description Without an outcome by then, the run takes the no_answer route
             */
            expires_at: string;
            id: string;
            opportunity_id: string | null;
            /** @description The recorded call outcome that closed it */
            outcome: string | null;
            /** @description Open and past its due time */
            overdue: boolean;
            /** @description The run is still live */
            run_live: boolean;
            sequence: components["schemas"]["CallTaskSequenceDto"];
            /** @enum {string} */
            status: "open" | "done" | "expired";
            step_order: number;
            /** @description "Call Dana Whitfield — step 3 of New lead follow-up" */
            title: string;
        };
        CallTaskListResponseDto: {
            /** @example true */
            success: boolean;
            tasks: components["schemas"]["CallTaskDto"][];
            /** @description Tasks matching, beyond the limit too */
            total: number;
        };
        CallTaskSequenceDto: {
            id: string;
            name: string;
        };
        CapsJsonDto: {
            /** @default 1000 */
            daily_org_limit: number;
            /** @default 100 */
            daily_sequence_limit: number;
        };
        CaughtMailClearedResponseDto: {
            /** @description How many messages were removed */
            cleared: number;
            /** @enum {boolean} */
            success: true;
        };
        CaughtMailDto: {
            /**
             * Format: date-time
             * @description When the catcher received it
             */
            date: string;
            /** @example Lead Automation Movers <no-reply@movingco.example> */
            from: string | null;
            /** @description Every header, in order */
            headers: components["schemas"]["CaughtMailHeaderDto"][];
            html: string | null;
            /** Format: uuid */
            id: string;
            /** @example <1a2b@movingco.example> */
            message_id: string | null;
            /** @description The whole message source */
            raw: string;
            /** @description Size of the raw message in bytes */
            size: number;
            subject: string | null;
            text: string | null;
            /**
             * @example [
             *       "alex@movingco.example"
             *     ]
             */
            to: string[];
        };
        CaughtMailHeaderDto: {
            /** @example Subject */
            key: string;
            value: string;
        };
        CaughtMailListResponseDto: {
            data: components["schemas"]["CaughtMailSummaryDto"][];
            /** @enum {boolean} */
            success: true;
        };
        CaughtMailResponseDto: {
            data: components["schemas"]["CaughtMailDto"];
            /** @enum {boolean} */
            success: true;
        };
        CaughtMailSummaryDto: {
            /**
             * Format: date-time
             * @description When the catcher received it
             */
            date: string;
            /** @example Lead Automation Movers <no-reply@movingco.example> */
            from: string | null;
            /** Format: uuid */
            id: string;
            /** @example <1a2b@movingco.example> */
            message_id: string | null;
            /** @description Size of the raw message in bytes */
            size: number;
            subject: string | null;
            /**
             * @example [
             *       "alex@movingco.example"
             *     ]
             */
            to: string[];
        };
        ChangeSequenceStateDto: {
            reason?: string;
            /** @enum {string} */
            state: "active" | "paused";
            /**
             * Format: date-time
             * @description The copy's updated_at; a different server value answers 409 CONFLICT
             */
            updated_at?: string;
        };
        ContactListItemDto: {
            company: string | null;
            /** @enum {string} */
            consent_status: "opted_in" | "opted_out" | "unknown";
            /** Format: uuid */
            contact_uuid: string;
            /** Format: date-time */
            created_at: string;
            destination_city: string | null;
            destination_state: string | null;
            email: string;
            /** @description Enrollments of the contact in any sequence, any state */
            enrollment_count: number;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            last_name: string | null;
            lead_score: number;
            /** @enum {string} */
            lifecycle_stage: "lead" | "mql" | "sql" | "customer";
            /** @description First and last name, else the email */
            name: string;
            origin_city: string | null;
            origin_state: string | null;
            phone: string | null;
            /** @description Enrollments of the contact that ended (completed, canceled or failed) */
            previous_enrollments: number;
            source: string;
            /**
             * @description The IANA time zone sends respect: set by hand, else derived from the contact's state; null when neither is known
             * @example America/Chicago
             */
            timezone: string | null;
            /** @description Of the latest opportunity */
            tracking_number: string | null;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: uuid
             * @description Same as contact_uuid
             */
            uuid: string;
        };
        ContactListResponseDto: {
            /** @description Same as items */
            contacts: components["schemas"]["ContactListItemDto"][];
            has_more: boolean;
            items: components["schemas"]["ContactListItemDto"][];
            limit: number;
            next_offset: number | null;
            offset: number;
            /** @enum {boolean} */
            success: true;
            /** @description Exact up to the cap, else the cap (total_exact false) */
            total: number;
            total_exact: boolean;
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
        CreateEnrollmentRuleDto: {
            /** @description Default: 1000 per day for the organisation, 100 per day for this sequence */
            caps_json?: components["schemas"]["CapsJsonDto"];
            /** @description Default: no filters, no exclusions */
            criteria_json?: components["schemas"]["CriteriaJsonDto"];
            /**
             * @default created_at
             * @enum {string}
             */
            date_field: "created_at" | "first_seen_at";
            description?: string;
            /**
             * Format: date
             * @description yyyy-MM-dd, not before start_date; null = open
             */
            end_date?: string | null;
            /** @default false */
            include_future: boolean;
            /** @description Required ('Name and start date are required'); trimmed */
            name: string;
            /** @description Default: Monday to Friday, 8 to 18 */
            send_window_json?: components["schemas"]["SendWindowJsonDto"];
            /** Format: uuid */
            sequence_id: string;
            /**
             * Format: date
             * @description Required, yyyy-MM-dd ('Name and start date are required')
             */
            start_date: string;
            /**
             * @description IANA zone of the dates and the send window
             * @default UTC
             */
            timezone: string;
        };
        CreateLeadDto: {
            /** @description An unusable value (placeholder, not an address) is kept as given and marked, not refused */
            customer_email?: string;
            customer_name?: string;
            /** @description A placeholder ("000-000-0000") or unreadable number is kept as given and marked, not refused */
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
            /**
             * @description The lead provider (site) that sold this lead, if any
             * @example HireAHelper
             */
            provider?: string;
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
            /** @description An unusable value (placeholder, not an address) is kept as given and marked, not refused */
            customer_email?: string;
            customer_name?: string;
            /** @description A placeholder ("000-000-0000") or unreadable number is kept as given and marked, not refused */
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
        CreateSequenceDto: {
            description?: string;
            /**
             * @description Also end a run once the contact's move date has passed (ended as move_date_passed, not a conversion)
             * @default false
             */
            goal_move_date_passed: boolean;
            /**
             * @description The goal: a run ends as reached (a conversion) once the contact's opportunity has one of these statuses; [] for none
             * @default [
             *       "booked"
             *     ]
             */
            goal_statuses: ("new" | "pending" | "confirmed" | "completed" | "opened" | "replied" | "ignored" | "booked" | "PENDING" | "ASSIGNED_TO_AGENCY")[];
            /**
             * @description false archives the sequence (it can no longer be enrolled in)
             * @default true
             */
            is_active: boolean;
            /** @description Trimmed; unique among live sequences, ignoring case */
            name: string;
            /** Format: uuid */
            on_no_reply_next_step_id?: string | null;
            /** Format: uuid */
            on_reply_next_step_id?: string | null;
            /**
             * @default 72
             * @enum {integer}
             */
            reply_lookback_hours: 24 | 48 | 72;
            /** @default true */
            stop_on_bounce: boolean;
            /** @default false */
            stop_on_ooo: boolean;
            /** @default false */
            stop_on_reply: boolean;
        };
        CreateTemplateDto: {
            /** Format: uuid */
            folder_id?: string | null;
            /**
             * Format: uuid
             * @description Same as folder_id
             */
            folderId?: string | null;
            /** @description HTML body (sanitised on save), at most 512 KB */
            html?: string;
            /** @description Same as html */
            html_content?: string;
            /** @description Trimmed */
            name: string;
            /** @description Ignored: the owner is always the signed-in user */
            owner_user_id?: string;
            /** @description Trimmed, on one line; may be empty in a draft */
            subject?: string;
            /** @description At most 20 tags of at most 50 characters */
            tags?: string[];
            /** @description Plain-text body, at most 512 KB */
            text?: string;
            /** @description Same as text */
            text_content?: string;
        };
        CriteriaFilterDto: {
            /** @description lead_source, status, origin_state, destination_state, lifecycle_stage, consent_status, move_date, days_until_move, lead_score, created_at, first_seen_at */
            field: string;
            /** @enum {string} */
            op: "eq" | "in" | "not_in" | "gte" | "lte" | "between" | "within_next_days";
            /** @description One value; a list for in / not_in; [from, to] for between */
            value: string | number | unknown[];
        };
        CriteriaJsonDto: {
            /** @description Contacts each exclusion names are left out */
            exclusions: ("in_other_active_sequence" | "replied_or_booked" | "unsubscribed" | "bounced" | "suppressed" | "no_email" | "placeholder_email")[];
            /** @description Every filter must hold */
            filters: components["schemas"]["CriteriaFilterDto"][];
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
            /** @description Leads found to be possible duplicates of an earlier lead in the last 24 hours */
            duplicates: number;
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
            /** @description Leads marked as possible duplicates and not yet merged or dismissed (capped like stuck_count) */
            duplicates_open: number;
            /** @description false when duplicates_open is the cap ("1,000+") */
            duplicates_open_exact: boolean;
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
        DeleteSequenceDto: {
            /**
             * @description Cancel every live enrollment (with the reason) and delete
             * @default false
             */
            force: boolean;
            /** @description Stored as the canceled enrollments' end_reason (default sequence_deleted) */
            reason?: string;
        };
        DeliveriesListResponseDto: {
            deliveries: components["schemas"]["DeliveryListItemDto"][];
            /** @enum {boolean} */
            success: true;
        };
        DeliveryListItemDto: {
            /** @description When the row was committed (shown as sent at) */
            created_at: string;
            delivered_at: string | null;
            /** @description The provider's message when it failed */
            error: string | null;
            first_name: string | null;
            id: string;
            idempotency_key: string;
            /**
             * @description A sequence step send or a template/sequence test send
             * @enum {string}
             */
            kind: "sequence" | "test";
            last_name: string | null;
            message_id: string | null;
            provider: string | null;
            /** @description An operator's decision on an unknown outcome (POST /api/deliveries/{id}/resolve); null when none was needed */
            resolution?: components["schemas"]["DeliveryResolutionDto"] | null;
            sent_at: string | null;
            /** @description Null for test sends and when the run or sequence is gone */
            sequence_name: string | null;
            /** @enum {string} */
            status: "pending" | "sent" | "delivered" | "failed" | "unknown";
            to_email: string;
        };
        DeliveryResolutionDto: {
            /** @description When they decided */
            at: string;
            /** @description Who decided (display name or email); null when the user is gone */
            by: string | null;
            note: string | null;
            /**
             * @description What the operator decided about a send whose outcome was unknown
             * @enum {string}
             */
            outcome: "sent" | "not_sent";
        };
        DestinationStateCountDto: {
            /** @example CA */
            destination_state: string;
            move_count: number;
        };
        DomainHoldDto: {
            /**
             * Format: date-time
             * @description When the (latest) refusal arrived
             */
            created_at: string;
            /**
             * @description The recipient domain held back
             * @example example.com
             */
            domain: string;
            /**
             * Format: date-time
             * @description Nothing is sent to it until then
             */
            held_until: string;
            /** @description The stored delivery report */
            inbound_message_id: string | null;
            /** @description The sending mailbox whose send was refused */
            mailbox: string | null;
            /** @description Why, in words (the receiving server's answer) */
            reason: string;
            /** @example 5.7.1 */
            status_code: string | null;
        };
        DomainHoldListResponseDto: {
            items: components["schemas"]["DomainHoldDto"][];
            /** @example true */
            success: boolean;
        };
        DomainHoldResponseDto: {
            /** @description The hold just lifted */
            item: components["schemas"]["DomainHoldDto"];
            /** @example true */
            success: boolean;
        };
        DuplicateDecisionResponseDto: {
            /** Format: uuid */
            pair_id: string;
            /**
             * @description dismissed; merged when the pair had been merged before
             * @enum {string}
             */
            status: "open" | "merged" | "dismissed";
            /** @enum {boolean} */
            success: true;
        };
        DuplicatesResponseDto: {
            duplicates: components["schemas"]["RelatedLeadDto"][];
            /** @enum {boolean} */
            success: true;
        };
        EffectiveSettingsResponseDto: {
            app_roles: string[];
            build_revision: string;
            crm: components["schemas"]["CrmSettingsResponseDto"];
            /** @description Demo mode (outside production, mail caught in-process): admins may simulate a contact reply on a run */
            demo_mode: boolean;
            environment: string;
            inbound_mail: components["schemas"]["InboundMailSettingsResponseDto"];
            mail: components["schemas"]["MailSettingsResponseDto"];
            ops_for_all: boolean;
            public_url: string;
            queues: components["schemas"]["QueueSettingsResponseDto"];
            sending: components["schemas"]["SendingSettingsResponseDto"];
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
        EnrollmentListResponseDto: {
            enrollments: components["schemas"]["EnrollmentRowDto"][];
            /** @enum {boolean} */
            success: true;
            total: number;
        };
        EnrollmentResponseDto: {
            enrollment: components["schemas"]["EnrollmentRowDto"];
            /** @enum {boolean} */
            success: true;
        };
        EnrollmentRowDto: {
            can_unenroll: boolean;
            contact_id: string;
            current_step: number;
            /** @enum {string|null} */
            disabled_reason: "already_ended" | "not_active" | "permission_denied" | null;
            email: string | null;
            end_reason: string | null;
            enrolled_at: string;
            first_name: string | null;
            id: string;
            last_name: string | null;
            next_run_at: string | null;
            rule_name: string | null;
            /** @enum {string} */
            state: "pending" | "active" | "paused" | "completed" | "canceled" | "failed";
        };
        EnrollmentRuleBadgeDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "stopped" | "completed";
        };
        EnrollmentRuleDto: {
            /** @description Of those, not ended (pending, active, paused) */
            active_enrollments: number;
            caps_json: components["schemas"]["CapsJsonDto"];
            /** Format: date-time */
            created_at: string;
            criteria_json: components["schemas"]["CriteriaJsonDto"];
            /** @enum {string} */
            date_field: "created_at" | "first_seen_at";
            description: string;
            /** @description total_eligible of the latest preview; null before any */
            eligible_count: number | null;
            /** Format: date */
            end_date: string | null;
            /** Format: uuid */
            id: string;
            include_future: boolean;
            /** @description What the runner's last run of the rule did and why it passed contacts over; null before any run */
            last_run: components["schemas"]["RuleLastRunDto"] | null;
            name: string;
            /** Format: uuid */
            owner_user_id: string | null;
            /** Format: date-time */
            previewed_at: string | null;
            /**
             * @description Why the runner paused this rule (it could not run it); null otherwise, and once started again
             * @example The runner could not run this rule: date out of range
             */
            run_error: string | null;
            /**
             * Format: date-time
             * @description When the runner paused it
             */
            run_error_at: string | null;
            send_window_json: components["schemas"]["SendWindowJsonDto"];
            /** Format: uuid */
            sequence_id: string;
            /** Format: date */
            start_date: string;
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "stopped" | "completed";
            /** @description IANA zone */
            timezone: string;
            /** @description Enrollments this rule made */
            total_enrollments: number;
            /** Format: date-time */
            updated_at: string;
        };
        EnrollmentRuleErrorDto: {
            details?: string[];
            error: string;
            /**
             * @description VALIDATION_FAILED, CRITERIA_INVALID, RULE_INVALID_TRANSITION, SEQUENCE_ARCHIVED, NO_STEPS, NO_TEMPLATE, ...
             * @example RULE_INVALID_TRANSITION
             */
            error_code: string;
            /** @example Cannot pause a rule that is draft */
            message: string;
            /**
             * @description RULE_INVALID_TRANSITION: the rule status now
             * @enum {string}
             */
            status?: "draft" | "active" | "paused" | "stopped" | "completed";
            /** @enum {boolean} */
            success: false;
        };
        EnrollmentRuleListResponseDto: {
            /** @description Newest first */
            rules: components["schemas"]["EnrollmentRuleDto"][];
            /** @enum {boolean} */
            success: true;
        };
        EnrollmentRuleResponseDto: {
            rule: components["schemas"]["EnrollmentRuleDto"];
            /** @enum {boolean} */
            success: true;
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
            /** @example phone must be a phone number */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
        ExampleContactDto: {
            email: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            last_name: string | null;
            /** @description First and last name, else the email */
            name: string;
        };
        ExampleContactsDataDto: {
            contacts: components["schemas"]["ExampleContactDto"][];
        };
        ExampleContactsResponseDto: {
            data: components["schemas"]["ExampleContactsDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        ExplainReasonDto: {
            /**
             * @description due, scheduled, sending, window_closed, cap_reached:org, cap_reached:sequence, mailbox_budget, mailbox_paused, domain_held, paused, paused_sequence, paused_rule, archived_sequence, suppressed, waiting_move_date, retry, delivery_unknown, no_template, no_step, last_error, completed, canceled, failed
             * @example window_closed
             */
            code: string;
            /** @example The send window is closed until 2026-03-11T13:00:00.000Z */
            text: string;
            /** @description When this reason stops holding the run, if known */
            until?: string | null;
        };
        FunnelMetricsDto: {
            /** @description Live enrollments started in the last 30 days */
            active_enrollments_30d: number;
            /** @description Conversions whose goal ended the run in the last 30 days */
            conversions_30d: number;
            /** @description Sends recorded for this sequence in the last 30 days (deliveries linked to it) */
            steps_completed_30d: number;
        };
        GeographicDataDto: {
            metrics: components["schemas"]["GeographicMetricsDto"];
            move_types: components["schemas"]["MoveTypesDto"];
            /** @description Top 10 origin → destination state pairs */
            popular_routes: components["schemas"]["RouteCountDto"][];
            /** @description Every state that is the origin or destination of at least one move, by state code */
            states: components["schemas"]["GeographicStateDto"][];
            /** @description Top 10 destination states */
            top_destinations: components["schemas"]["DestinationStateCountDto"][];
            /** @description Top 10 origin states */
            top_origins: components["schemas"]["OriginStateCountDto"][];
        };
        GeographicMetricsDto: {
            /** @description Origin and destination states differ */
            interstate_moves: number;
            /** @description Origin and destination in the same state (local moves included) */
            intrastate_moves: number;
            /** @description Distinct states among origins and destinations */
            total_states: number;
            /** @description Distinct origin → destination state pairs */
            unique_routes: number;
        };
        GeographicResponseDto: {
            data: components["schemas"]["GeographicDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        GeographicStateDto: {
            /** @description Moves arriving in this state */
            destination_count: number;
            /** @description Moves leaving this state */
            origin_count: number;
            /**
             * @description Two-letter state code
             * @example TX
             */
            state: string;
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
        HistoryActorDto: {
            email: string;
            name: string;
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
        InboundMailResponseDto: {
            /** @description true when this Message-ID was posted before (the stored result is answered, nothing is done again) */
            duplicate: boolean;
            /**
             * @description recorded, run_stopped, run_paused_until:{ISO time}, contact_bounced+run_stopped+suppressed, suppressed+run_stopped, domain_held, domain_held+mailbox_paused (the parts that applied)
             * @example run_stopped
             */
            effect: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "bounce" | "auto_reply" | "human_reply" | "unsubscribe_request" | "complaint" | "delivery_report" | "other";
            /** @enum {string|null} */
            matched_by: "in_reply_to" | "references" | "reply_token" | "sender" | null;
            /**
             * @description Why the message changed nothing, or less than its kind would; null when it did what its kind does
             * @example Names none of our sends (no Message-ID, In-Reply-To, References or reply token of ours): recorded only, nothing changed
             */
            note: string | null;
            /** @enum {boolean} */
            success: true;
        };
        InboundMailSettingsResponseDto: {
            /** @description Hours a recipient domain is held back after one policy refusal */
            domain_hold_hours: number;
            /** @description An out-of-office reply without a return date holds its run this many days */
            ooo_default_days: number;
            /** @description A stated return date further ahead counts as this many days */
            ooo_max_days: number;
            /** @description Spam-complaint rate (percent of those sends) that pauses a mailbox */
            pause_complaint_percent: number;
            /** @description Hard-bounce rate (percent of those sends) that pauses a mailbox */
            pause_hard_bounce_percent: number;
            /** @description Neither rate pauses on fewer events than this */
            pause_min_events: number;
            /** @description Distinct refusing recipient domains within the window that pause a mailbox */
            pause_policy_domains: number;
            /** @description The window (hours) for refusing domains */
            pause_policy_window_hours: number;
            /** @description Rates are taken over a mailbox's last this-many sends */
            pause_window_sends: number;
            /** @description Proven soft bounces in a row that suppress an address */
            soft_bounce_limit: number;
        };
        InboundMessageDto: {
            /** @description What the classifier decided and its reasons */
            classification: {
                [key: string]: unknown;
            };
            contact_id: string | null;
            delivery_id: string | null;
            /** @description What the message did (run_stopped, recorded, ...) */
            effect: string;
            enrollment_id: string | null;
            from_email: string;
            id: string;
            /** @enum {string} */
            kind: "bounce" | "auto_reply" | "human_reply" | "unsubscribe_request" | "complaint" | "delivery_report" | "other";
            /** @description The mailbox it arrived in */
            mailbox: string;
            /** @enum {string|null} */
            matched_by: "in_reply_to" | "references" | "reply_token" | "sender" | null;
            /** @description The Message-ID header */
            message_id: string;
            /** @description Why it changed nothing, or less than its kind would; null when it did what its kind does */
            note: string | null;
            /** @description Size of the raw message in bytes */
            raw_size: number;
            /** Format: date-time */
            received_at: string;
            subject: string;
        };
        InboundMessageResponseDto: {
            message: components["schemas"]["InboundMessageDto"];
            /** @enum {boolean} */
            success: true;
        };
        InlineTemplateDto: {
            /** @description Template body HTML (at most 512 KB) */
            html: string;
            /**
             * @description Write <style> rules into style attributes (media queries kept)
             * @default true
             */
            inline: boolean;
            /**
             * @description Asset keys (2026/11/<uuid>.png or asset:<key>) and /media paths become public URLs
             * @default true
             */
            resolve_assets: boolean;
            /**
             * @description Remove scripts, handlers, unsafe URLs and styles
             * @default true
             */
            sanitize: boolean;
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
        MailboxOverviewResponseDto: {
            /** @description The sending mailboxes (MAIL_SEND_MAILBOXES) in the order they are tried */
            items: components["schemas"]["MailboxUseDto"][];
            /** @description MAILBOX_RECIPIENTS_PER_DAY: recipients one mailbox reaches per rolling 24 hours */
            per_day: number;
            /** @description MAILBOX_MESSAGES_PER_MINUTE: messages one mailbox sends per minute */
            per_minute: number;
            /** @example true */
            success: boolean;
        };
        MailboxUseDto: {
            /** @example sales@movingco.example */
            mailbox: string;
            /** @description Paused after the receiving servers refused our mail (an admin resumes it) */
            paused: boolean;
            /** @description Recipients over the last 24 hours (rolling) */
            used_last_24h: number;
            /** @description Messages sent from it this minute */
            used_this_minute: number;
        };
        MailSettingsResponseDto: {
            /** @description Whether the in-process mail catcher receives the mail (Sent mail view) */
            catcher_running: boolean;
            /** @description false: sends fail with MAIL_PROVIDER_NOT_CONFIGURED */
            configured: boolean;
            /** @description Sender of outgoing mail */
            from: string;
            /** @description 'smtp', 'graph', 'catcher' (in-process, nothing delivered) or 'none' */
            provider: string;
        };
        ManualAssignDto: {
            /** @description Contact ids (UUIDs); an empty list answers "No contacts selected" */
            contact_ids: string[];
            /** @description Step number → delay in seconds replacing that step delay for the first run */
            delay_overrides?: {
                [key: string]: number;
            };
            /** @description Step to start at (1 to the step count); default 1 */
            start_step?: number;
        };
        ManualAssignResponseDto: {
            assigned_count: number;
            enrollment_ids: string[];
            /** @description contact_id,email,name,reason rows; null when nobody was skipped */
            exclusions_csv: string | null;
            skipped_count: number;
            /** @description no_consent, unsubscribed, bounced, missing_email, placeholder_email, already_enrolled, move_date_passed, no_move_date */
            skippedReasons: components["schemas"]["SkippedReasonsDto"];
            /** @enum {boolean} */
            success: true;
        };
        MergePairDto: {
            /**
             * @description Which lead of the pair stays the primary
             * @default earlier
             * @enum {string}
             */
            keep: "earlier" | "newer";
        };
        MergeResponseDto: {
            /**
             * @description Blank fields of the primary filled from the merged lead
             * @example [
             *       "customerPhone",
             *       "moveDate"
             *     ]
             */
            filled: string[];
            /** Format: uuid */
            merge_id: string;
            /**
             * Format: uuid
             * @description The lead merged into it (read-only from now on)
             */
            merged_id: string;
            /**
             * Format: uuid
             * @description The lead kept
             */
            primary_id: string;
            /** @enum {boolean} */
            success: true;
            /**
             * Format: date-time
             * @description Until when the merge can be undone
             */
            undo_until: string;
        };
        MergeVariableDto: {
            /**
             * @description From the most recent opportunity with a contact, else a fixed example
             * @example Maria
             */
            example: string;
            /** @enum {string} */
            group: "Contact" | "Move / Opportunity" | "Sender / Company" | "Dates";
            /**
             * @description What a template writes between double braces
             * @example firstName
             */
            key: string;
            /** @example First name */
            label: string;
        };
        MergeVariableGroupDto: {
            items: components["schemas"]["MergeVariableDto"][];
            /** @enum {string} */
            name: "Contact" | "Move / Opportunity" | "Sender / Company" | "Dates";
        };
        MetricsDebugResponseDto: {
            /** @description Pending and active runs */
            active_enrollments: number;
            /** @description Outbox events not relayed after at least one try */
            failed_outbox: number;
            generated_at: string;
            /** @description Outbox events waiting for their first relay */
            pending_outbox: number;
            /** @description Outbox events relayed (kept 7 days) */
            processed_outbox: number;
            /** @enum {boolean} */
            success: true;
        };
        MetricsJsonResponseDto: {
            /** @description Sequence deliveries committed, every process together */
            deliveries_committed_total: number;
            /** @description When the figures were read */
            generated_at: string;
            sequence_advancer_processed_total: number;
            sequence_errors_total: number;
            /** @description Active runs due now */
            sequence_ready_enrollments: number;
            /** @enum {boolean} */
            success: true;
        };
        MoveCalendarDataDto: {
            /** @description Every day of the month, the 1st first, days without moves as 0 */
            days: components["schemas"]["MoveCalendarDayDto"][];
            /**
             * @description The month shown (yyyy-MM)
             * @example 2026-12
             */
            month: string;
        };
        MoveCalendarDayDto: {
            /** @example 2026-12-01 */
            date: string;
            /** @description Active leads moving that day */
            move_count: number;
        };
        MoveCalendarResponseDto: {
            data: components["schemas"]["MoveCalendarDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        MoveDateMetricsDto: {
            /** @description Mean days from today to the move, over total_moves (one decimal) */
            avg_days_out: number;
            /** @description Active leads moving 0 to 30 days from today */
            next_30_days: number;
            /** @description Active leads moving in the current Monday-to-Sunday week (company timezone), earlier days included */
            this_week: number;
            /** @description Active leads moving today or later */
            total_moves: number;
        };
        MoveDatesDataDto: {
            metrics: components["schemas"]["MoveDateMetricsDto"];
            /** @description First 10 active moves of this week, by move date */
            this_week: components["schemas"]["MoveDto"][];
            /** @description First 10 active moves from today on, by move date */
            upcoming: components["schemas"]["MoveDto"][];
        };
        MoveDatesResponseDto: {
            data: components["schemas"]["MoveDatesDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        MoveDto: {
            customer_name: string | null;
            /** @description Calendar days from today (company timezone) to the move; negative earlier this week */
            days_out: number;
            destination_address: string | null;
            /** @example 2026-12-01 */
            move_date: string;
            origin_address: string | null;
            status: string;
            tracking_number: string;
        };
        MoveSizeCountDto: {
            move_count: number;
            /**
             * @description The lead's move size; 'Unknown' when it has none
             * @example 2 Bedroom
             */
            move_size: string;
        };
        MoveTypesDto: {
            /** @description Every move size, largest count first */
            by_size: components["schemas"]["MoveSizeCountDto"][];
            /** @description Different states */
            interstate: number;
            /** @description Same state, another city */
            intrastate: number;
            /** @description Same state and same city */
            local: number;
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
            /** @description The email as the lead gave it, when it was marked (see email_quality) */
            customer_email_given: string | null;
            customer_name: string | null;
            /** @description E.164 */
            customer_phone: string | null;
            /** @description The phone as the lead gave it, when it was marked (see phone_quality) */
            customer_phone_given: string | null;
            destination_address: string | null;
            /**
             * @description placeholder or invalid: never mailed or matched (customer_email stays empty); null: a good address
             * @enum {string|null}
             */
            email_quality: "placeholder" | "invalid" | null;
            enriched: boolean;
            estimated_revenue: number | null;
            hubspot_deal_id: string | null;
            /** @description Link to the CRM deal, when known */
            hubspot_deal_url: string | null;
            /** @enum {string|null} */
            hubspot_sync_status: "queued" | "in_progress" | "succeeded" | "failed" | null;
            /** Format: uuid */
            id: string;
            /**
             * @description The lead site that sold the lead (from the lead email’s sender, or given through the API); null for the website form and staff
             * @example HireAHelper
             */
            lead_provider: string | null;
            /** @enum {string} */
            lead_source: "email" | "inbound_call" | "web_form" | "manual";
            /**
             * Format: uuid
             * @description Set when this lead was merged into another (the primary): then it is read-only
             */
            merged_into_id: string | null;
            /** @description The tracking number of the lead this one was merged into */
            merged_into_tracking: string | null;
            /** Format: date */
            move_date: string | null;
            origin_address: string | null;
            owner: string | null;
            /**
             * @description placeholder ("000-000-0000") or invalid: never dialled, matched or synced (customer_phone stays empty); null: a good number
             * @enum {string|null}
             */
            phone_quality: "placeholder" | "invalid" | null;
            /** @description Marked as a possible duplicate of an earlier lead (GET /api/opportunities/{id}/duplicates says which and why) */
            possible_duplicate: boolean;
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
            /**
             * @description The lead site that sold the lead (from the lead email’s sender, or given through the API); null for the website form and staff
             * @example HireAHelper
             */
            lead_provider: string | null;
            /** @enum {string} */
            lead_source: "email" | "inbound_call" | "web_form" | "manual";
            /** @description Merged into another lead (the primary): read-only, and its CRM record follows the primary's */
            merged: boolean;
            origin_address: string | null;
            owner: string | null;
            /** @description Marked as a possible duplicate of an earlier lead (GET /api/opportunities/{id}/duplicates says which and why) */
            possible_duplicate: boolean;
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
        OriginStateCountDto: {
            move_count: number;
            /** @example TX */
            origin_state: string;
        };
        OutboxItemDto: {
            /** @description Failed relay tries so far */
            attempts: number;
            created_at: string;
            event_type: string;
            id: string;
            idempotency_key: string;
            last_error: string | null;
            next_run_at: string;
            /** @description The event payload (ids and small values) */
            payload: {
                [key: string]: unknown;
            };
            processed_at: string | null;
            /**
             * @description processed if processed_at is set; failed if attempts > 0; else pending
             * @enum {string}
             */
            status: "pending" | "failed" | "processed";
        };
        OutboxItemsResponseDto: {
            outbox_items: components["schemas"]["OutboxItemDto"][];
            /** @enum {boolean} */
            success: true;
        };
        OutboxRetryResponseDto: {
            /** @enum {string|null} */
            error: null;
            outbox_item: components["schemas"]["OutboxItemDto"];
            /** @enum {boolean} */
            success: true;
        };
        OutcomeCountDto: {
            count: number;
            /** @description Live status, or the end reason of an ended enrollment (its status when it has none) */
            outcome: string;
        };
        PairMergeDto: {
            /**
             * Format: uuid
             * @description For POST /api/opportunities/merges/{mergeId}/undo
             */
            merge_id: string;
            /**
             * @description Which lead was kept as the primary: the one asked about, or the other
             * @enum {string}
             */
            primary: "this" | "other";
            /** Format: date-time */
            undo_until: string;
            /** @description Whether it can still be undone (within a day, before the CRM deals were merged) */
            undoable: boolean;
        };
        PausedMailboxDto: {
            /** @description The inbound messages behind the pause (policy refusals, hard bounces or complaints), newest first */
            evidence: components["schemas"]["PauseEvidenceDto"][];
            /** @description The stored inbound message that tripped the pause */
            inbound_message_id: string | null;
            /**
             * @description The sending mailbox (lower-cased)
             * @example sales@movingco.example
             */
            mailbox: string;
            /**
             * Format: date-time
             * @description When it was paused
             */
            paused_at: string;
            /** @description Why, in words (the receiving server's answer) */
            reason: string;
            /**
             * @description The enhanced status code of the bounce
             * @example 5.7.1
             */
            status_code: string | null;
        };
        PausedMailboxListResponseDto: {
            items: components["schemas"]["PausedMailboxDto"][];
            /** @example true */
            success: boolean;
        };
        PausedMailboxResponseDto: {
            /** @description The pause just lifted */
            item: components["schemas"]["PausedMailboxDto"];
            /** @example true */
            success: boolean;
        };
        PauseEvidenceDto: {
            /**
             * @description The domain of the recipient of our send it returns
             * @example example.com
             */
            domain: string | null;
            /** @description The stored inbound message */
            inbound_message_id: string;
            /**
             * @description A policy refusal or hard bounce (bounce), or a spam complaint
             * @enum {string}
             */
            kind: "bounce" | "complaint";
            /**
             * Format: date-time
             * @description When it arrived
             */
            received_at: string;
            /** @example 5.7.1 */
            status_code: string | null;
            /** @description Its subject */
            subject: string;
        };
        PresignAssetDto: {
            /**
             * @example image/png
             * @enum {string}
             */
            content_type: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/svg+xml";
            /**
             * @description Kept for display only; the storage key is chosen by the server
             * @example logo.png
             */
            filename: string;
            /**
             * @description The file size in bytes: the upload URL then takes no more than this (413 past it; past ASSET_MAX_BYTES already here)
             * @example 48213
             */
            size?: number;
        };
        PresignedUploadDto: {
            expires_at: string;
            /**
             * @example {
             *       "Content-Type": "image/png"
             *     }
             */
            headers: {
                [key: string]: string;
            };
            key: string;
            /** @enum {string} */
            method: "PUT";
            public_url: string;
            /** @description PUT the bytes here with the given Content-Type within 10 minutes */
            upload_url: string;
        };
        PresignedUploadResponseDto: {
            data: components["schemas"]["PresignedUploadDto"];
            /** @enum {boolean} */
            success: true;
        };
        PreviewContactDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            first_name: string | null;
            /** Format: uuid */
            id: string;
            last_name: string | null;
        };
        PreviewRuleDto: {
            /** @default 50 */
            limit: number;
        };
        PreviewTemplateDto: {
            /** @description A contact id, or contact fields ({first_name, last_name, email, ...}) laid over the example data; absent: the example data */
            contact?: string | {
                [key: string]: (string | number | boolean) | null;
            };
        };
        ProviderRefundsDto: {
            /** @description Of them, leads with at least one reason to claim back */
            claimable: number;
            /** @description Possible or merged duplicates of an earlier lead (not those marked "not a duplicate") */
            duplicates: number;
            /** @description Leads from this provider created in the month */
            leads: number;
            /** @description Leads whose phone or email was a placeholder or invalid */
            placeholder_contact: number;
            /** @example HireAHelper */
            provider: string;
            /** @description Leads with a call logged as wrong number */
            wrong_numbers: number;
        };
        QueueSettingsResponseDto: {
            dashboard_url: string;
            prefix: string;
        };
        RecentContactsResponseDto: {
            contacts: components["schemas"]["ExampleContactDto"][];
            /** @enum {string|null} */
            error: null;
            /** @enum {boolean} */
            success: true;
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
        RefundMonthResponseDto: {
            /** @example 2026-11 */
            month: string;
            /** @description One row per provider with leads that month, by name */
            providers: components["schemas"]["ProviderRefundsDto"][];
            /** @enum {boolean} */
            success: true;
        };
        RelatedLeadDto: {
            assignee: string | null;
            /** Format: date-time */
            created_at: string;
            customer_name: string | null;
            /** @description Whether that lead came in before this one */
            earlier: boolean;
            /**
             * @description The lead site that sold it; null for the website form and staff
             * @example HireAHelper
             */
            lead_provider: string | null;
            /** @example email */
            lead_source: string;
            lead_status: string | null;
            /** @description Set when the pair is merged (and not undone) */
            merge: components["schemas"]["PairMergeDto"] | null;
            /** Format: uuid */
            opportunity_id: string;
            /**
             * Format: uuid
             * @description The pair (for merging or "not a duplicate")
             */
            pair_id: string;
            /**
             * @description The reasons in words
             * @example [
             *       "same email"
             *     ]
             */
            reason_words: string[];
            reasons: ("email" | "phone" | "name_move_date_zip" | "name_move_date_city" | "contact_chain")[];
            /**
             * @description How sure, 0–1: email 0.95, phone 0.9, name + move date + ZIP 0.85, + city 0.75; several combine
             * @example 0.95
             */
            score: number;
            /** @enum {string} */
            status: "open" | "merged" | "dismissed";
            tracking_number: string;
        };
        RemoveSuppressionDto: {
            /** @description Why the address may be mailed again */
            reason: string;
        };
        /** @enum {string} */
        RenderWarningCode: "UNRESOLVED_TOKENS_SUBJECT" | "UNRESOLVED_TOKENS_BODY" | "SUBJECT_TOO_LONG" | "IMAGE_SOURCE_REFUSED" | "ASSET_MISSING" | "CONTENT_REMOVED" | "UNSAFE_CONTENT_KEPT";
        RenderWarningDto: {
            code: components["schemas"]["RenderWarningCode"];
            /** @example Unresolved tokens in body: nickname */
            message: string;
        };
        ReplyDto: {
            contact_email: string | null;
            contact_name: string | null;
            /** @description The inbound message (GET /api/inbound-messages/{id}) */
            id: string;
            /** Format: date-time */
            replied_at: string;
            /** @description The From address of the reply */
            reply_from: string;
            /** @description The run the reply answered; null when none was matched */
            run_id: string | null;
            sequence_name: string | null;
            /**
             * @description running (pending or active), paused, or how the run ended
             * @enum {string|null}
             */
            status: "running" | "paused" | "completed" | "canceled" | "failed" | null;
            /** @description Why an ended run ended (reply_received: stopped by a reply) */
            stopped_reason: string | null;
        };
        ReplyListResponseDto: {
            /** @enum {string|null} */
            error: null;
            items: components["schemas"]["ReplyDto"][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            /** @description Replies in the window */
            total: number;
        };
        RequeueDto: {
            /** Format: email */
            email?: string;
            /** Format: uuid */
            opportunity_id?: string;
            tracking?: string;
        };
        ResolveDeliveryDto: {
            /** @description Why (what was checked); kept with the decision */
            note?: string;
            /**
             * @description `sent`: it went out (the run moves on); `not_sent`: it did not (the step is sent again)
             * @enum {string}
             */
            outcome: "sent" | "not_sent";
        };
        ResolveDeliveryResponseDto: {
            delivery: components["schemas"]["DeliveryListItemDto"];
            /** @description The run that sent it; null for a test send or a run that is gone */
            run: components["schemas"]["ResolvedRunDto"] | null;
            /** @enum {boolean} */
            success: true;
        };
        ResolvedRunDto: {
            /** @description 0-based, as the runs list counts ("Step {current_step + 1}") */
            current_step: number;
            id: string;
            /** @description False when the run had ended or was on another step: it was left as it was */
            moved: boolean;
            next_run_at: string | null;
            /** @description Stored status: pending, active, paused, completed, canceled or failed */
            status: string;
        };
        RouteCountDto: {
            move_count: number;
            /** @example TX → CA */
            route: string;
        };
        RuleLastRunDto: {
            /**
             * Format: date-time
             * @description When the run finished
             */
            at: string;
            /** @description A daily cap (organisation or sequence) stopped the run */
            cap_reached: boolean;
            /** @description false when the date range holds more contacts than were counted */
            complete: boolean;
            /** @description Enrolled by that run */
            enrolled: number;
            /** @description Enrolled by the rule that day (the rule timezone's calendar day) */
            enrolled_today: number;
            /** @description Contacts of the date range counted (at most 10,000, in date order) */
            scanned: number;
            /** @description Contacts of the date range passed over, by reason (the first that holds) */
            skipped: components["schemas"]["RuleRunSkipsDto"];
        };
        RulePreviewDto: {
            /** @description The first eligible contacts by the date field */
            contacts: components["schemas"]["PreviewContactDto"][];
            /** @description Expected enrollments per day (see the README) */
            daily_projection: number;
            /** @description Days left to end_date, or days needed at the daily cap without one */
            days_remaining: number;
            /** @description Contacts the rule would enroll now */
            total_eligible: number;
        };
        RulePreviewResponseDto: {
            preview: components["schemas"]["RulePreviewDto"];
            /** @enum {boolean} */
            success: true;
        };
        RuleRunSkipsDto: {
            /** @description Already enrolled in this sequence (by hand or another rule), not ended */
            already_in_sequence?: number;
            /** @description Eligible, but a daily cap was reached */
            daily_cap?: number;
            /** @description Enrolled by this rule in an earlier run (a rule never takes a contact twice) */
            enrolled_before?: number;
            /** @description Left out by the rule's filters or exclusions */
            excluded?: number;
            /** @description Arrived after the rule started (include_future off) */
            joined_after_start?: number;
            /** @description No usable email address */
            no_email?: number;
            /** @description Step 1 is anchored on the move date and theirs is missing or too close */
            no_upcoming_move_date?: number;
            /** @description Eligible, but taken meanwhile by another worker or a manual assignment */
            not_taken?: number;
            /** @description On the suppression list */
            suppressed?: number;
        };
        RunActionDto: {
            /** @description Why (kept with the run: end_reason on cancel); up to 200 characters */
            reason?: string;
        };
        RunActionResponseDto: {
            /** @description The run after the action */
            enrollment: components["schemas"]["RunDto"];
            /** @enum {string|null} */
            error: null;
            /** @enum {boolean} */
            success: true;
        };
        RunDto: {
            /** @description Whether the signed-in user may pause, reactivate, advance or cancel it (an admin, the sequence owner or who enrolled the contact) */
            can_act: boolean;
            contact_id: string;
            /** @description First and last name; null when neither is known */
            contact_name: string | null;
            created_at: string;
            /** @description 0-based: the screens show "Step {current_step + 1}" */
            current_step: number;
            /** @description The moving customer: the contact's name (same as contact_name) */
            customer_name: string | null;
            email: string | null;
            end_reason: string | null;
            first_name: string | null;
            id: string;
            last_name: string | null;
            next_run_at: string | null;
            retry_count: number;
            sequence_id: string;
            /** @description Null when the sequence is gone */
            sequence_name: string | null;
            /** @enum {string} */
            state: "active" | "paused" | "completed" | "cancelled";
            /** @description Stored status: pending, active, paused, completed, canceled or failed */
            status: string;
            updated_at: string;
        };
        RunExplainResponseDto: {
            explain: components["schemas"]["RunExplanationDto"];
            /** @enum {boolean} */
            success: true;
        };
        RunExplanationDto: {
            /** @description The next run time; null once ended */
            due_at: string | null;
            end_reason: string | null;
            last_error: string | null;
            last_sent_at: string | null;
            pause_reason: string | null;
            /** @description Who paused the run, when recorded */
            paused_by: string | null;
            /** @description Most decisive first */
            reasons: components["schemas"]["ExplainReasonDto"][];
            retry_count: number;
            /** @description Stored status: pending, active, paused, completed, canceled or failed */
            state: string;
            /** @description 1-based step the run is on */
            step: number;
            step_count: number;
            /**
             * @description The first reason in words
             * @example The send window is closed until 2026-03-11T13:00:00.000Z
             */
            summary: string;
        };
        RunListResponseDto: {
            data: components["schemas"]["RunDto"][];
            /** @description The same rows as data (what the live queue reads) */
            enrollments: components["schemas"]["RunDto"][];
            pagination: components["schemas"]["RunPaginationDto"];
            /** @enum {boolean} */
            success: true;
        };
        RunPaginationDto: {
            limit: number;
            page: number;
            pages: number;
            /** @description Exact, except due or searched runs beyond 10,000 (then 10,000 and total_exact false) */
            total: number;
            total_exact: boolean;
        };
        SaveStepsDto: {
            /** @description The whole list, in order */
            steps: components["schemas"]["StepInputDto"][];
        };
        SendingLimitSettingsDto: {
            /**
             * @description The environment variable that sets it (read-only in the app)
             * @example MAILBOX_RECIPIENTS_PER_DAY
             */
            env_var: string;
            /** @enum {string} */
            key: "mailbox_per_minute" | "mailbox_per_day" | "org_per_day" | "sequence_per_day";
            /** @description 0: no limit */
            limit: number;
            /**
             * @description minute: the clock minute; rolling_24_hours: any 24 hours (room returns as the oldest sends age out); calendar_day: the company's day (time_zone)
             * @enum {string}
             */
            window: "minute" | "rolling_24_hours" | "calendar_day";
        };
        SendingSettingsResponseDto: {
            /** @description Per mailbox (mailbox_*) and for all sends together (org_per_day) or per sequence (sequence_per_day) */
            limits: components["schemas"]["SendingLimitSettingsDto"][];
            /** @description The sending mailboxes, in the order a send tries them */
            mailboxes: string[];
            /**
             * @description Where the mailboxes come from: MAIL_SEND_MAILBOXES, else GRAPH_SEND_MAILBOX or MAIL_FROM
             * @example MAIL_SEND_MAILBOXES
             */
            mailboxes_env_var: string;
            /**
             * @description The time zone of the calendar-day caps
             * @example America/Chicago
             */
            time_zone: string;
        };
        SendUsageCountDto: {
            /** @description The daily cap (SEQUENCE_DAILY_ORG_SEND_CAP or SEQUENCE_DAILY_SEQUENCE_SEND_CAP) */
            limit: number;
            /** @description Sends counted against the cap today */
            used: number;
        };
        SendUsageDto: {
            /**
             * @description The cap day: midnight to midnight in time_zone
             * @example 2026-11-27
             */
            day: string;
            /** @description All sequences together */
            org: components["schemas"]["SendUsageCountDto"];
            /** @description The busiest sequences today (up to 10, most sends first); sequences that sent nothing are left out */
            sequences: components["schemas"]["SequenceSendUsageDto"][];
            /** @example America/New_York */
            time_zone: string;
        };
        SendUsageResponseDto: {
            /** @enum {boolean} */
            success: true;
            usage: components["schemas"]["SendUsageDto"];
        };
        SendWindowJsonDto: {
            /**
             * @description ISO weekdays, 1 = Monday
             * @default [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            days: number[];
            /**
             * @description Closing hour (exclusive), up to 24
             * @default 18
             */
            end_hour: number;
            /**
             * @description Opening hour (inclusive), in the rule timezone
             * @default 8
             */
            start_hour: number;
        };
        SequenceAnalyticsSummaryDto: {
            /** @description First 20 live enrollments, soonest next run first */
            active_runs: components["schemas"]["ActiveRunDto"][];
            funnel_metrics: components["schemas"]["FunnelMetricsDto"];
            metrics: components["schemas"]["SequenceMetricsDto"];
            outcome_breakdown: components["schemas"]["OutcomeCountDto"][];
            /** @description Every one of the last 30 days (UTC), oldest first */
            recent_activity: components["schemas"]["ActivityDayDto"][];
            /** @description Each step in order, with its results over the sequence's life */
            step_results: components["schemas"]["StepResultDto"][];
            /** @enum {boolean} */
            success: true;
        };
        SequenceCreatedResponseDto: {
            /** @enum {string|null} */
            error: null;
            /** Format: uuid */
            id: string;
            sequence: components["schemas"]["SequenceDto"];
            /** @enum {boolean} */
            success: true;
        };
        SequenceDetailResponseDto: {
            /** @enum {string|null} */
            error: null;
            sequence: components["schemas"]["SequenceDto"];
            steps: components["schemas"]["SequenceStepDto"][];
            /** @enum {boolean} */
            success: true;
        };
        SequenceDto: {
            /** @description Enrollments not ended (pending, active, paused) */
            active_enrollments: number;
            canceled_enrollments: number;
            completed_enrollments: number;
            /** @description Percent of enrollments completed (one decimal) */
            completion_rate: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deleted_at: string | null;
            description: string;
            /** @description Sum of the latest preview totals of the draft, active and paused rules (0 before any preview) */
            eligible_count: number;
            /** @description Newest first */
            enrollment_rules: components["schemas"]["EnrollmentRuleBadgeDto"][];
            /** @description Enrollments created in the last 24 hours */
            enrollments_24h: number;
            /** @description Runs also end once the contact's move date has passed */
            goal_move_date_passed: boolean;
            /** @description The opportunity statuses that end a run as its goal reached (a conversion); [] for none */
            goal_statuses: string[];
            /** Format: uuid */
            id: string;
            is_active: boolean;
            name: string;
            /** Format: uuid */
            on_no_reply_next_step_id: string | null;
            /** Format: uuid */
            on_reply_next_step_id: string | null;
            /** Format: uuid */
            owner_user_id: string | null;
            /** Format: date-time */
            paused_at: string | null;
            /** @enum {integer} */
            reply_lookback_hours: 24 | 48 | 72;
            /**
             * @description paused when switched off; archived when is_active is false; draft without steps; active with live enrollments; else ready
             * @enum {string}
             */
            state: "draft" | "ready" | "active" | "paused" | "archived";
            step_count: number;
            stop_on_bounce: boolean;
            stop_on_ooo: boolean;
            stop_on_reply: boolean;
            total_enrollments: number;
            /**
             * Format: date-time
             * @description Send it back with a state change
             */
            updated_at: string;
        };
        SequenceErrorDto: {
            /** @description SEQUENCE_ACTIVE: live enrollments blocking the delete */
            active_enrollments?: number;
            details?: string[];
            error: string;
            /**
             * @description name_conflict, SEQUENCE_ACTIVE, CONFLICT, NO_STEPS, FORBIDDEN, ...
             * @example name_conflict
             */
            error_code: string;
            /** @description name_conflict: the live sequence with that name */
            existing?: {
                /** Format: uuid */
                id?: string;
            };
            message: string;
            /** @description CONFLICT: the server's copy */
            sequence?: components["schemas"]["SequenceDto"];
            /** @enum {boolean} */
            success: false;
        };
        SequenceHistoryEventDto: {
            actor: components["schemas"]["HistoryActorDto"] | null;
            /** Format: date-time */
            at: string;
            details: {
                [key: string]: unknown;
            };
            id: string;
            /** @example Paused: holiday break */
            summary: string;
            /** @enum {string} */
            type: "created" | "updated" | "steps_saved" | "state_changed" | "duplicated" | "deleted" | "test_send" | "send";
        };
        SequenceHistoryResponseDto: {
            /** @description Newest first */
            events: components["schemas"]["SequenceHistoryEventDto"][];
            /** @enum {boolean} */
            success: true;
        };
        SequenceListResponseDto: {
            items: components["schemas"]["SequenceDto"][];
            /** @description Same list as items */
            sequences: components["schemas"]["SequenceDto"][];
            /** @enum {boolean} */
            success: true;
            /** @description Live sequences in all, whatever the filters */
            total: number;
        };
        SequenceMetricsDto: {
            /** @description pending, active or paused */
            active_now: number;
            /** @description Mean days from a converted run starting to its goal ending it; null without conversions */
            avg_days_to_convert: number | null;
            canceled: number;
            completed: number;
            /** @description converted / total_lifetime, 0..1 (0 without enrollments) */
            conversion_rate: number;
            /** @description Runs the sequence's goal ended (end_reason goal_reached: the contact's opportunity reached a goal status while the run was live) */
            converted: number;
            total_lifetime: number;
        };
        SequenceSendUsageDto: {
            /** @description The daily cap (SEQUENCE_DAILY_ORG_SEND_CAP or SEQUENCE_DAILY_SEQUENCE_SEND_CAP) */
            limit: number;
            name: string;
            /** Format: uuid */
            sequence_id: string;
            /** @description Sends counted against the cap today */
            used: number;
        };
        SequenceStateResponseDto: {
            /** @description true when the sequence already was in the asked state (nothing changed) */
            idempotent: boolean;
            sequence: components["schemas"]["SequenceDto"];
            /** @enum {boolean} */
            success: true;
        };
        SequenceStepDto: {
            /** @description The step type's own settings (a call step: expire_hours, routes) */
            config: {
                [key: string]: unknown;
            } | null;
            delay_seconds: number;
            /**
             * @description delay_seconds as an ISO 8601 duration
             * @example PT2H30M
             */
            duration: string;
            from_override: string | null;
            /** Format: uuid */
            id: string;
            quiet_hours: {
                [key: string]: unknown;
            } | null;
            skip_if: {
                [key: string]: unknown;
            } | null;
            /** @description 0-based (step_order - 1) */
            step_index: number;
            /** @description 1-based */
            step_order: number;
            stop_if: {
                [key: string]: unknown;
            } | null;
            /** @description subject_override, else the template's subject */
            subject: string | null;
            subject_override: string | null;
            /**
             * Format: uuid
             * @description Same as template_id
             */
            template: string | null;
            /** Format: uuid */
            template_id: string | null;
            /**
             * @description The step's type (today 'email')
             * @example email
             */
            type: string;
            wait_until: {
                [key: string]: unknown;
            } | null;
        };
        SequenceStepsResponseDto: {
            steps: components["schemas"]["SequenceStepDto"][];
            /** @enum {boolean} */
            success: true;
        };
        SequenceSummaryResponseDto: {
            sequences: components["schemas"]["SequenceSummaryRowDto"][];
            /** @enum {boolean} */
            success: true;
        };
        SequenceSummaryRowDto: {
            active: number;
            canceled: number;
            completed: number;
            /** Format: uuid */
            sequence_id: string;
            total: number;
        };
        SequenceTestSendDto: {
            /**
             * @deprecated
             * @description Older name of to_email
             */
            email?: string;
            /** @description From to send with instead of the step's or the default */
            from_address?: string | null;
            /**
             * @description 0-based index of the step to send
             * @default 0
             */
            step_index: number;
            /** @description Subject to send instead of the step's */
            subject_override?: string | null;
            /**
             * @description Every click sends (a nonce in the idempotency key); otherwise a repeat answers the recorded result
             * @default false
             */
            test_mode: boolean;
            /**
             * @description Exactly one address in a company domain
             * @example alex@movingco.example
             */
            to_email?: string;
        };
        SequenceTestSendResponseDto: {
            /** Format: uuid */
            delivery_id: string;
            /** @description The provider's message when a recorded send had failed */
            error: string | null;
            /** @example Lead Automation Movers <no-reply@movingco.example> */
            from: string;
            /** @description True when this answers a send already made with the same sequence, step and recipient (nothing sent again) */
            idempotent: boolean;
            /** @enum {string|null} */
            provider: "smtp" | "graph" | null;
            request_id: string | null;
            /** @description The merged subject */
            subject: string;
            success: boolean;
            /** @example alex@movingco.example */
            to: string;
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
        SkippedReasonsDto: {
            contacts: {
                contact_id?: string;
                reason?: string;
            }[];
            /** @description Skip reason → number of contacts */
            counts: {
                [key: string]: number;
            };
        };
        StatusResponseDto: {
            data: components["schemas"]["LeadStatisticsResponseDto"];
            /** @enum {boolean} */
            success: true;
        };
        StepCallsDto: {
            /** @description Call tasks that expired without an outcome */
            expired: number;
            /** @description Call tasks closed by a recorded call */
            made: number;
            /** @description Recorded outcomes, most first */
            outcomes: components["schemas"]["CallOutcomeCountDto"][];
        };
        StepInputDto: {
            /** @description The step type's own settings. A call step: { expire_hours: 1-720 (default 48), routes: { <call outcome>: "next" | "end" | "goal" | a later step number } } */
            config?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Delay after the previous step, in seconds
             * @default 0
             */
            delay_seconds: number;
            from_override?: string | null;
            /**
             * Format: uuid
             * @description Kept when it is one of this sequence's steps
             */
            id?: string;
            quiet_hours?: {
                [key: string]: unknown;
            } | null;
            /** @description Skip the step when every filter holds: { filters: [{ field, op, value }] } in the enrollment rules' filter language, plus has_phone (eq true/false) */
            skip_if?: {
                [key: string]: unknown;
            } | null;
            /** @description End the run at this step when every filter holds (same language as skip_if) */
            stop_if?: {
                [key: string]: unknown;
            } | null;
            subject_override?: string | null;
            /**
             * Format: uuid
             * @description Same as template_id
             */
            template?: string | null;
            /**
             * Format: uuid
             * @description Required before the step can send
             */
            template_id?: string | null;
            /**
             * @description The step's type: one of the registered step types (today 'email')
             * @default email
             */
            type: string;
            /** @description Anchor on a contact date (move date) */
            wait_until?: {
                [key: string]: unknown;
            } | null;
        };
        StepResultDto: {
            /** @description Bounces returning this step */
            bounced: number;
            /** @description Call steps: the calls made and their outcomes */
            calls: components["schemas"]["StepCallsDto"];
            /** @description Human replies, attributed to the step that was answered */
            replied: number;
            /** @description Emails sent at this step (not failed) */
            sent: number;
            /** @description Runs that passed this step over by its skip condition */
            skipped: number;
            step_order: number;
            /** @example email */
            type: string;
            /** @description Unsubscribes (by reply, complaint or link) after this step */
            unsubscribed: number;
            /** @description A/B steps: how the reply rates compare, e.g. "B leads by 4 points, not yet significant" */
            variant_comparison: string | null;
            /** @description A/B steps: each variant sent so far; [] otherwise */
            variants: components["schemas"]["VariantResultDto"][];
            /** @description The variant chosen by hand: every later run gets it */
            winner: string | null;
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
        SuppressionDto: {
            contact_id: string | null;
            created_at: string;
            /** @description Who added it: a user's email, or "recipient" for an unsubscribe link */
            created_by: string;
            /** @description Lower-cased address */
            email: string;
            id: string;
            reason: string | null;
            removed_at: string | null;
            removed_by: string | null;
            removed_reason: string | null;
            /** @enum {string} */
            source: "unsubscribe" | "hard_bounce" | "complaint" | "do_not_contact" | "manual";
        };
        SuppressionListResponseDto: {
            items: components["schemas"]["SuppressionDto"][];
            limit: number;
            page: number;
            /** @example true */
            success: boolean;
            total: number;
        };
        SuppressionResponseDto: {
            item: components["schemas"]["SuppressionDto"];
            /** @example true */
            success: boolean;
        };
        SyncOpportunitiesResponseDto: {
            /** @enum {string|null} */
            error: null;
            /** @description Opportunities put into the CRM sync queue */
            queued: number;
            /** @enum {boolean} */
            success: true;
        };
        TemplateDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            folder_id: string | null;
            /**
             * Format: uuid
             * @description Same as folder_id
             */
            folderId: string | null;
            /** @description Sanitised HTML; absent from lists without include_body */
            html?: string;
            /** @description Same as html */
            html_content?: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            owner_user_id: string | null;
            subject: string;
            tags: string[];
            /** @description Plain text; absent from lists without include_body */
            text?: string;
            /** @description Same as text */
            text_content?: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Merge variables used by subject, html and text */
            variables: string[];
        };
        TemplateEnvelopeDto: {
            data: components["schemas"]["TemplateDto"];
            /** @enum {string|null} */
            error: null;
            /** @enum {boolean} */
            success: true;
        };
        TemplateErrorEnvelopeDto: {
            /**
             * @example [
             *       "name is required",
             *       "Unresolved tokens in body: {{firstName"
             *     ]
             */
            details?: string[];
            error: string;
            /** @example VALIDATION_FAILED */
            error_code: string;
            /** @description Field → message */
            errors?: {
                [key: string]: string;
            };
            /** @example name is required */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
        TemplateInlineDataDto: {
            html_inlined: string;
        };
        TemplateInlineResponseDto: {
            data: components["schemas"]["TemplateInlineDataDto"];
            /** @enum {boolean} */
            success: true;
            warnings: components["schemas"]["RenderWarningDto"][];
        };
        TemplateListResponseDto: {
            data: components["schemas"]["TemplateDto"][];
            pagination?: components["schemas"]["TemplatePaginationDto"];
            /** @enum {boolean} */
            success: true;
        };
        TemplatePaginationDto: {
            page: number;
            pages: number;
            total: number;
        };
        TemplatePreviewDataDto: {
            /** @description The whole email as sent: layout, inline styles, footer with the unsubscribe placeholder */
            html: string;
            /** @description The merged subject, on one line (cut to 75 characters plus ... past 78) */
            subject: string;
            /** @description The plain-text part: the template text, or text made from the html, then the footer */
            text: string;
        };
        TemplatePreviewResponseDto: {
            data: components["schemas"]["TemplatePreviewDataDto"];
            /** @description Image sources that will not load: our assets missing from the store, refused sources (data:, javascript:) */
            missing_assets: string[];
            /** @enum {boolean} */
            success: true;
            warnings: components["schemas"]["RenderWarningDto"][];
        };
        TemplateTestSendDto: {
            /**
             * Format: uuid
             * @description The example contact the preview shows: the email is filled with its data (default: the preview's default example); `context` values still win
             */
            contact_id?: string;
            context?: components["schemas"]["TestSendContextDto"];
            /** @description Overrides the saved HTML */
            html?: string;
            /** @description Accepted for compatibility: images stay links to their public URLs */
            inline_images?: boolean;
            /** @description Overrides the saved subject */
            subject?: string;
            /** @description Overrides the saved plain text */
            text?: string;
            /**
             * @description Exactly one address in a company domain
             * @example alex@movingco.example
             */
            to_email: string;
        };
        TemplateTestSendResponseDto: {
            /** Format: uuid */
            delivery_id: string;
            /** @enum {string|null} */
            error: null;
            /** @example Lead Automation Movers <no-reply@movingco.example> */
            from: string;
            /** @example <8d1c@movingco.example> */
            message_id: string;
            /** @enum {string} */
            provider: "smtp" | "graph";
            /** @description The provider's id for the request (Graph request-id, SMTP queue id) */
            request_id: string | null;
            /** @description Whether a copy was kept in the sender's Sent Items (Graph) */
            saved_to_sent: boolean;
            /** @description The merged subject */
            subject: string;
            /** @enum {boolean} */
            success: true;
            /** @example alex@movingco.example */
            to: string;
        };
        TemplateVariablesDataDto: {
            groups: components["schemas"]["MergeVariableGroupDto"][];
        };
        TemplateVariablesResponseDto: {
            data: components["schemas"]["TemplateVariablesDataDto"];
            /** @enum {boolean} */
            success: true;
        };
        TestSendContextDto: {
            /** @example Jane Doe */
            customer_name?: string;
            /** @example 9 Elm St, Denver, CO */
            destination_address?: string;
            /**
             * @description A number, or a numeric string ("4500", "4500.50")
             * @example 4500
             */
            estimated_revenue?: number | string;
            /** @example 2026-12-01 */
            move_date?: string;
            /** @example 1 Main St, Austin, TX */
            origin_address?: string;
            /** @example TRK-10042 */
            tracking_number?: string;
        };
        UndoMergeResponseDto: {
            /** Format: uuid */
            merge_id: string;
            /** @enum {boolean} */
            success: true;
            undone: boolean;
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
        UnmatchedListResponseDto: {
            /** @enum {string|null} */
            error: null;
            items: components["schemas"]["UnmatchedMessageDto"][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            /** @description Such messages in the window */
            total: number;
        };
        UnmatchedMessageDto: {
            /** @description What it did (recorded: nothing) */
            effect: string;
            from_email: string;
            /** @description The inbound message (GET /api/inbound-messages/{id}) */
            id: string;
            /** @enum {string} */
            kind: "bounce" | "auto_reply" | "human_reply" | "unsubscribe_request" | "complaint" | "delivery_report" | "other";
            /** @enum {string|null} */
            matched_by: "in_reply_to" | "references" | "reply_token" | "sender" | null;
            /** @description Why it did nothing, or less than its kind would */
            note: string;
            /** Format: date-time */
            received_at: string;
            subject: string;
        };
        UpdateEnrollmentRuleDto: {
            /** @description Default: 1000 per day for the organisation, 100 per day for this sequence */
            caps_json?: components["schemas"]["CapsJsonDto"];
            /** @description Default: no filters, no exclusions */
            criteria_json?: components["schemas"]["CriteriaJsonDto"];
            /**
             * @default created_at
             * @enum {string}
             */
            date_field: "created_at" | "first_seen_at";
            description?: string;
            /**
             * Format: date
             * @description yyyy-MM-dd, not before start_date; null = open
             */
            end_date?: string | null;
            /** @default false */
            include_future: boolean;
            /** @description Required ('Name and start date are required'); trimmed */
            name?: string;
            /** @description Default: Monday to Friday, 8 to 18 */
            send_window_json?: components["schemas"]["SendWindowJsonDto"];
            /**
             * Format: date
             * @description Required, yyyy-MM-dd ('Name and start date are required')
             */
            start_date?: string;
            /**
             * @description IANA zone of the dates and the send window
             * @default UTC
             */
            timezone: string;
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
        UpdateSequenceDto: {
            description?: string;
            /**
             * @description Also end a run once the contact's move date has passed (ended as move_date_passed, not a conversion)
             * @default false
             */
            goal_move_date_passed: boolean;
            /**
             * @description The goal: a run ends as reached (a conversion) once the contact's opportunity has one of these statuses; [] for none
             * @default [
             *       "booked"
             *     ]
             */
            goal_statuses: ("new" | "pending" | "confirmed" | "completed" | "opened" | "replied" | "ignored" | "booked" | "PENDING" | "ASSIGNED_TO_AGENCY")[];
            /**
             * @description false archives the sequence (it can no longer be enrolled in)
             * @default true
             */
            is_active: boolean;
            name?: string;
            /** Format: uuid */
            on_no_reply_next_step_id?: string | null;
            /** Format: uuid */
            on_reply_next_step_id?: string | null;
            /**
             * @default 72
             * @enum {integer}
             */
            reply_lookback_hours: 24 | 48 | 72;
            /** @default true */
            stop_on_bounce: boolean;
            /** @default false */
            stop_on_ooo: boolean;
            /** @default false */
            stop_on_reply: boolean;
        };
        UpdateTemplateDto: {
            /** Format: uuid */
            folder_id?: string | null;
            /**
             * Format: uuid
             * @description Same as folder_id
             */
            folderId?: string | null;
            /** @description HTML body (sanitised on save), at most 512 KB */
            html?: string;
            /** @description Same as html */
            html_content?: string;
            /** @description Trimmed */
            name?: string;
            /** @description Ignored: the owner is always the signed-in user */
            owner_user_id?: string;
            /** @description Trimmed, on one line; may be empty in a draft */
            subject?: string;
            /** @description At most 20 tags of at most 50 characters */
            tags?: string[];
            /** @description Plain-text body, at most 512 KB */
            text?: string;
            /** @description Same as text */
            text_content?: string;
        };
        UploadedAssetDto: {
            /**
             * @description The type the bytes really are
             * @example image/png
             */
            content_type: string;
            /** @example logo.png */
            filename: string;
            /** @example 2026/11/0b7c6a1e-8d1f-4b8e-9a51-0c2f3d4e5f60.png */
            key: string;
            public_url: string;
            /** @description Bytes */
            size: number;
            /** @description Public URL (works without signing in) */
            url: string;
        };
        UploadedAssetResponseDto: {
            data: components["schemas"]["UploadedAssetDto"];
            /** @enum {boolean} */
            success: true;
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
        VariantResultDto: {
            bounced: number;
            /** @description Replies returning one of its sends */
            replied: number;
            sent: number;
            unsubscribed: number;
            /** @enum {string} */
            variant: "A" | "B" | "C";
        };
        VelocityDataDto: {
            /** @description Every day of the timeframe, oldest first, days without leads included */
            daily_breakdown: components["schemas"]["VelocityDayDto"][];
            metrics: components["schemas"]["VelocityMetricsDto"];
            /** @enum {string} */
            timeframe: "7d" | "30d" | "90d";
        };
        VelocityDayDto: {
            /**
             * @description Calendar date in the company timezone
             * @example 2026-11-23
             */
            date: string;
            /** @description Of that day’s new leads, how many are enriched */
            enriched: number;
            new_opportunities: number;
            /** @description Of that day’s new leads, how many reached the CRM */
            synced: number;
        };
        VelocityMetricsDto: {
            /** @description Mean hours from creation to the first CRM sync, over the synced ones (0 when none) */
            avg_processing_hours: number;
            /** @description Of the leads created in the timeframe, how many are enriched */
            enriched_opportunities: number;
            /** @description Of the leads created in the timeframe, how many reached the CRM */
            synced_opportunities: number;
            /** @description Leads created in the timeframe */
            total_opportunities: number;
        };
        VelocityResponseDto: {
            data: components["schemas"]["VelocityDataDto"];
            /** @enum {boolean} */
            success: true;
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
    Assets_list: {
        parameters: {
            query?: {
                /** @description Filters by filename, case-insensitive */
                q?: string;
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
                    "application/json": components["schemas"]["AssetListResponseDto"];
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
    Assets_presign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresignAssetDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresignedUploadResponseDto"];
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
            /** @description content_type is not an accepted image type */
            415: {
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
    Assets_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedAssetResponseDto"];
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
            /** @description Larger than ASSET_MAX_BYTES (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not a PNG, JPG, GIF, WebP or safe SVG by its bytes, or bytes that disagree with the declared type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
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
    Assets_completeUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                month: string;
                year: string;
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
                    "application/json": components["schemas"]["UploadedAssetResponseDto"];
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
            /** @description Larger than ASSET_MAX_BYTES (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not a PNG, JPG, GIF, WebP or safe SVG by its bytes, or bytes that disagree with the declared type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
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
    CallTasks_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only the tasks of this opportunity's contact */
                opportunity_id?: string;
                /** @description `open`: waiting on a call, run live, soonest due first; `all`: every task, newest first */
                status?: "open" | "all";
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
                    "application/json": components["schemas"]["CallTaskListResponseDto"];
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
    Contacts_list: {
        parameters: {
            query?: {
                /** @description One consent status, or not_opted_out (opted_in or unknown) */
                consent_status?: "opted_in" | "opted_out" | "unknown" | "not_opted_out";
                lifecycle_stage?: "lead" | "mql" | "sql" | "customer";
                limit?: number;
                min_lead_score?: number;
                /** @description A sequence id: leave out contacts with a live (pending, active or paused) enrollment in it */
                not_enrolled_in_sequence?: string;
                offset?: number;
                /** @description Direction of sort; default desc for created_at, else asc */
                order?: "asc" | "desc";
                /** @description Search over name, email, company and phone; used from 2 characters */
                q?: string;
                /** @description Older name of q */
                search?: string;
                /** @description A field, optionally prefixed with - for descending */
                sort?: "created_at" | "name" | "first_name" | "email" | "company" | "source" | "lead_score";
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
                    "application/json": components["schemas"]["ContactListResponseDto"];
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
            /** @description CONTACTS_BUSY: the database is shedding load; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Contacts_examples: {
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
                    "application/json": components["schemas"]["ExampleContactsResponseDto"];
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
    Contacts_recent: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["RecentContactsResponseDto"];
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
    DeliveriesList_list: {
        parameters: {
            query?: {
                /** @description A whole address (exact, any case) or a fragment of one */
                email?: string;
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
                    "application/json": components["schemas"]["DeliveriesListResponseDto"];
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
    ResolveUnknown_resolve: {
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
                "application/json": components["schemas"]["ResolveDeliveryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolveDeliveryResponseDto"];
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
            /** @description The delivery is not unknown (DELIVERY_NOT_UNKNOWN) */
            409: {
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
    DemoReply_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enrollmentId: string;
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
                    "application/json": components["schemas"]["InboundMailResponseDto"];
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
            /** @description The run has not sent an email yet */
            409: {
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
    EnrollmentAssignment_cancel: {
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
                    "application/json": components["schemas"]["EnrollmentResponseDto"];
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
    EnrollmentRules_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnrollmentRuleDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
    EnrollmentRules_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEnrollmentRuleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
            /** @description RULE_NOT_EDITABLE: 'Pause the rule to edit it' (active), or a stopped or completed rule */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
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
    EnrollmentRules_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEnrollmentRuleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
            /** @description RULE_NOT_EDITABLE: 'Pause the rule to edit it' (active), or a stopped or completed rule */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
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
    EnrollmentRules_pause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
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
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
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
            /** @description RULE_INVALID_TRANSITION (current `status` named) or SEQUENCE_ARCHIVED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
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
    EnrollmentRules_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewRuleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulePreviewResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
    EnrollmentRules_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
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
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
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
            /** @description RULE_INVALID_TRANSITION (current `status` named) or SEQUENCE_ARCHIVED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
                };
            };
            /** @description NO_STEPS or NO_TEMPLATE */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
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
    EnrollmentRules_stop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
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
                    "application/json": components["schemas"]["EnrollmentRuleResponseDto"];
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
            /** @description RULE_INVALID_TRANSITION (current `status` named) or SEQUENCE_ARCHIVED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleErrorDto"];
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
    SendUsage_today: {
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
                    "application/json": components["schemas"]["SendUsageResponseDto"];
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
    EnrollmentAssignment_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "pending" | "active" | "paused" | "completed" | "canceled" | "failed";
            };
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
                    "application/json": components["schemas"]["EnrollmentListResponseDto"];
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
    EnrollmentAssignment_bulk: {
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
                "application/json": components["schemas"]["BulkUnenrollDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUnenrollResponseDto"];
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
    EnrollmentAssignment_manualAssign: {
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
                "application/json": components["schemas"]["ManualAssignDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualAssignResponseDto"];
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
    EnrollmentRules_list: {
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
                    "application/json": components["schemas"]["EnrollmentRuleListResponseDto"];
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
    Runs_list: {
        parameters: {
            query?: {
                /** @description `now`: only active runs whose next run is not in the future */
                due?: "now" | "all";
                limit?: number;
                page?: number;
                /** @description The contact's name or email contains this (case-insensitive; at least 2 characters after trimming) */
                q?: string;
                /** @description Only the runs of this sequence (an unknown sequence has none) */
                sequence_id?: string;
                /** @description Shown run state; `all` lists every run, newest first */
                state?: "active" | "paused" | "completed" | "cancelled" | "all";
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
                    "application/json": components["schemas"]["RunListResponseDto"];
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
    Runs_advance: {
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
                "application/json": components["schemas"]["RunActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunActionResponseDto"];
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
            /** @description Ended */
            409: {
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
    Runs_cancel: {
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
                "application/json": components["schemas"]["RunActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunActionResponseDto"];
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
            /** @description Ended */
            409: {
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
    RunExplain_explain: {
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
                    "application/json": components["schemas"]["RunExplainResponseDto"];
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
    Runs_pause: {
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
                "application/json": components["schemas"]["RunActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunActionResponseDto"];
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
            /** @description Not active, or ended */
            409: {
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
    Runs_reactivate: {
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
                "application/json": components["schemas"]["RunActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunActionResponseDto"];
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
            /** @description Not paused, held by its paused sequence, or ended */
            409: {
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
    Runs_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRunActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkRunActionResponseDto"];
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
            /** @description The lead was merged into another one (OPPORTUNITY_ALREADY_MERGED): its CRM record follows the primary lead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    Replies_message: {
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
                    "application/json": components["schemas"]["InboundMessageResponseDto"];
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
    Replies_unmatched: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Replies received within the last hour, 24 hours, 7 days or 30 days */
                since?: "1h" | "24h" | "7d" | "30d";
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
                    "application/json": components["schemas"]["UnmatchedListResponseDto"];
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
    CaughtMail_list: {
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
                    "application/json": components["schemas"]["CaughtMailListResponseDto"];
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
    CaughtMail_clear: {
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
                    "application/json": components["schemas"]["CaughtMailClearedResponseDto"];
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
    CaughtMail_get: {
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
                    "application/json": components["schemas"]["CaughtMailResponseDto"];
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
    InboundMail_receive: {
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
                    "application/json": components["schemas"]["InboundMailResponseDto"];
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
    MailboxPauses_overview: {
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
                    "application/json": components["schemas"]["MailboxOverviewResponseDto"];
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
    MailboxPauses_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mailbox: string;
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
                    "application/json": components["schemas"]["PausedMailboxResponseDto"];
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
    MailboxPauses_domainHolds: {
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
                    "application/json": components["schemas"]["DomainHoldListResponseDto"];
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
    MailboxPauses_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
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
                    "application/json": components["schemas"]["DomainHoldResponseDto"];
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
    MailboxPauses_paused: {
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
                    "application/json": components["schemas"]["PausedMailboxListResponseDto"];
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
                /** @description only: just the leads marked as a possible duplicate of an earlier one */
                duplicates?: "only";
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
    Duplicates_related: {
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
                    "application/json": components["schemas"]["DuplicatesResponseDto"];
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
    Duplicates_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergePairDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergeResponseDto"];
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
            /** @description The pair was marked "not a duplicate" (DUPLICATE_PAIR_ALREADY_DECIDED) or a lead is merged elsewhere (OPPORTUNITY_ALREADY_MERGED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    Duplicates_notDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: string;
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
                    "application/json": components["schemas"]["DuplicateDecisionResponseDto"];
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
    Analytics_geographic: {
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
                    "application/json": components["schemas"]["GeographicResponseDto"];
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
    Duplicates_undo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mergeId: string;
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
                    "application/json": components["schemas"]["UndoMergeResponseDto"];
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
            /** @description More than a day has passed: the merge is final (MERGE_UNDO_EXPIRED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    Analytics_moveDates: {
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
                    "application/json": components["schemas"]["MoveDatesResponseDto"];
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
    Analytics_moveCalendar: {
        parameters: {
            query?: {
                /** @description Calendar month (yyyy-MM); the current company month when absent */
                month?: string;
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
                    "application/json": components["schemas"]["MoveCalendarResponseDto"];
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
    Analytics_velocity: {
        parameters: {
            query?: {
                /** @description Calendar days covered, today included, in the company timezone */
                timeframe?: "7d" | "30d" | "90d";
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
                    "application/json": components["schemas"]["VelocityResponseDto"];
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
    OutboxItems_list: {
        parameters: {
            query?: {
                limit?: number;
                status?: "pending" | "failed" | "processed";
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
                    "application/json": components["schemas"]["OutboxItemsResponseDto"];
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
    OutboxItems_retry: {
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
                    "application/json": components["schemas"]["OutboxRetryResponseDto"];
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
            /** @description Already processed (OUTBOX_ITEM_PROCESSED) */
            409: {
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
    Replies_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Replies received within the last hour, 24 hours, 7 days or 30 days */
                since?: "1h" | "24h" | "7d" | "30d";
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
                    "application/json": components["schemas"]["ReplyListResponseDto"];
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
    Refunds_month: {
        parameters: {
            query: {
                /** @description Calendar month (yyyy-MM) in the company timezone */
                month: string;
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
                    "application/json": components["schemas"]["RefundMonthResponseDto"];
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
    Refunds_export: {
        parameters: {
            query: {
                /** @description Calendar month (yyyy-MM) in the company timezone */
                month: string;
                /** @description The lead provider, as the report names it */
                provider: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv attachment: one row per lead that may be claimed back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    Sequences_list: {
        parameters: {
            query?: {
                /** @description Search in name and description */
                q?: string;
                /** @description Same as q */
                search?: string;
                sort?: "updated_desc" | "created_desc" | "name_asc" | "name_desc" | "steps_desc";
                /** @description draft = no steps; ready = steps, is_active, no live enrollments; active = live enrollments; paused = switched off; archived = is_active false */
                status?: "all" | "draft" | "ready" | "active" | "paused" | "archived";
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
                    "application/json": components["schemas"]["SequenceListResponseDto"];
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
    Sequences_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSequenceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceCreatedResponseDto"];
                };
            };
            /** @description Invalid input: every problem in `details` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
    Sequences_get: {
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
                    "application/json": components["schemas"]["SequenceDetailResponseDto"];
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
    Sequences_update: {
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
                "application/json": components["schemas"]["UpdateSequenceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceCreatedResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
    Sequences_remove: {
        parameters: {
            query?: {
                /** @description Cancel every live enrollment (with the reason) and delete */
                force?: boolean;
                /** @description Stored as the canceled enrollments' end_reason (default sequence_deleted) */
                reason?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSequenceDto"];
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Canceled-Enrollments"?: number;
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
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
    SequenceAnalytics_summary: {
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
                    "application/json": components["schemas"]["SequenceAnalyticsSummaryDto"];
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
    Sequences_duplicate: {
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceCreatedResponseDto"];
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
    SequenceHistory_history: {
        parameters: {
            query?: {
                /** @description Only events strictly before this time (the last `at` of the previous page) */
                before?: string;
                limit?: number;
            };
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
                    "application/json": components["schemas"]["SequenceHistoryResponseDto"];
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
    Sequences_steps: {
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
                    "application/json": components["schemas"]["SequenceStepsResponseDto"];
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
    Sequences_saveSteps: {
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
                "application/json": components["schemas"]["SaveStepsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceStepsResponseDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
    SequenceTestSend_send: {
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
                "application/json": components["schemas"]["SequenceTestSendDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceTestSendResponseDto"];
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
            /** @description Recipient outside the allowed domains (TEST_SEND_RECIPIENT_FORBIDDEN) */
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
            /** @description 'No steps to test' (NO_STEPS) or 'No template selected' (NO_TEMPLATE) */
            422: {
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
            /** @description The mail provider refused the message or the credentials */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Sending not configured or provider unavailable */
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
    Sequences_summary: {
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
                    "application/json": components["schemas"]["SequenceSummaryResponseDto"];
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
    Suppressions_list: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Part of an address (case-insensitive) */
                q?: string;
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
                    "application/json": components["schemas"]["SuppressionListResponseDto"];
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
    Suppressions_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddSuppressionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuppressionResponseDto"];
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
    Suppressions_remove: {
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
                "application/json": components["schemas"]["RemoveSuppressionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuppressionResponseDto"];
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
    Templates_list: {
        parameters: {
            query?: {
                /** @description true: each template with html and text */
                include_body?: boolean;
                /** @description Default 50, or 20 with page */
                limit?: number;
                /** @description Given: the answer carries pagination */
                page?: number;
                /** @description Search in name and subject */
                q?: string;
                /** @description Same as q (the paginated form) */
                query?: string;
                /** @description Cache-buster, ignored */
                ts?: string;
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
                    "application/json": components["schemas"]["TemplateListResponseDto"];
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
    Templates_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTemplateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateEnvelopeDto"];
                };
            };
            /** @description Invalid input: every problem in `details` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateErrorEnvelopeDto"];
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
    Templates_get: {
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
                    "application/json": components["schemas"]["TemplateEnvelopeDto"];
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
    Templates_update: {
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
                "application/json": components["schemas"]["UpdateTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateEnvelopeDto"];
                };
            };
            /**
             * @description Invalid input: every problem in `details`
             *
             *     Invalid input (field errors in `errors`)
             */
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
    Templates_remove: {
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
            /** @description Deleted */
            204: {
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
    TemplatePreview_preview: {
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
                "application/json": components["schemas"]["PreviewTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePreviewResponseDto"];
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
    TemplateTestSend_send: {
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
                "application/json": components["schemas"]["TemplateTestSendDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateTestSendResponseDto"];
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
            /** @description Recipient outside the allowed domains (TEST_SEND_RECIPIENT_FORBIDDEN) */
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
            /** @description The mail provider refused the message or the credentials (MAIL_REJECTED, MAIL_AUTH_FAILED) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Sending not configured or provider unavailable (MAIL_PROVIDER_NOT_CONFIGURED, MAIL_PROVIDER_UNAVAILABLE) */
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
    TemplatePreview_inline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InlineTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateInlineResponseDto"];
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
            /** @description html over 512 KB (PAYLOAD_TOO_LARGE) */
            413: {
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
    Templates_catalogue: {
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
                    "application/json": components["schemas"]["TemplateVariablesResponseDto"];
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
    SequenceState_get: {
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
                    "application/json": components["schemas"]["SequenceStateResponseDto"];
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
    SequenceState_change: {
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
                "application/json": components["schemas"]["ChangeSequenceStateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceStateResponseDto"];
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
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceErrorDto"];
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
    Media_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                month: string;
                year: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
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
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/svg+xml": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/svg+xml": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limited (RATE_LIMIT_EXCEEDED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/svg+xml": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/svg+xml": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Database or queue unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/svg+xml": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    Media_brandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Metrics_text: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
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
    MetricsJson_json: {
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
                    "application/json": components["schemas"]["MetricsJsonResponseDto"];
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
    Metrics_debug: {
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
                    "application/json": components["schemas"]["MetricsDebugResponseDto"];
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
