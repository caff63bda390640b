import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { demoRepliesEnabled } from 'src/modules/inbound-mail/demo-reply/demo-reply.policy';
import { BULL_BOARD_ROUTE } from 'src/queue/queue.module';
import type { EffectiveSettingsResponseDto, SendingSettingsResponseDto } from './dto/settings-response.dto';

/** The effective, non-secret configuration shown on the Settings page. Secrets never leave the server. */
@Injectable()
export class SettingsService {
  constructor(private readonly config: AppConfigService) {}

  effective(): EffectiveSettingsResponseDto {
    const { app, oidc, session, queues, hubspot, mail, inboundMail } = this.config;
    return {
      environment: app.env,
      build_revision: app.buildRevision,
      public_url: app.publicUrl,
      app_roles: app.roles,
      ops_for_all: app.opsForAll,
      demo_mode: demoRepliesEnabled({ isProduction: app.isProduction, mailMode: mail.mode }),
      sign_in: {
        provider: oidc.provider,
        issuer_url: oidc.issuerUrl ?? null,
        client_id: oidc.clientId ?? null,
        tenant_id: oidc.tenantId ?? null,
        allowed_email_domains: oidc.allowedEmailDomains,
        admin_group_ids_configured: oidc.adminGroupIds.length > 0 || oidc.adminRoles.length > 0,
        admin_emails_configured: oidc.adminEmails.length,
      },
      session: {
        idle_timeout_minutes: Math.round(session.idleTimeoutMs / 60_000),
        max_age_hours: Math.round((session.maxAgeMs / 3_600_000) * 10) / 10,
      },
      mail: { provider: mail.mode, configured: mail.mode !== 'none', from: mail.from, catcher_running: mail.mode === 'catcher' },
      crm: { provider: 'HubSpot', configured: hubspot.configured, base_url: hubspot.configured ? hubspot.baseUrl : null },
      queues: { prefix: queues.prefix, dashboard_url: BULL_BOARD_ROUTE },
      inbound_mail: {
        ooo_default_days: inboundMail.oooDefaultDays,
        ooo_max_days: inboundMail.oooMaxDays,
        soft_bounce_limit: inboundMail.softBounceLimit,
        domain_hold_hours: inboundMail.domainHoldHours,
        pause_policy_domains: inboundMail.protection.policyDomains,
        pause_policy_window_hours: inboundMail.protection.policyWindowHours,
        pause_window_sends: inboundMail.protection.windowSends,
        pause_hard_bounce_percent: inboundMail.protection.hardBouncePercent,
        pause_complaint_percent: inboundMail.protection.complaintPercent,
        pause_min_events: inboundMail.protection.minEvents,
      },
      sending: this.sending(),
    };
  }

  /** The sending mailboxes and every cap on sequence sends, each with the environment variable that sets it. */
  private sending(): SendingSettingsResponseDto {
    const { sequenceSend, advancer, mail, leads } = this.config;
    return {
      mailboxes: sequenceSend.mailboxes,
      mailboxes_env_var: sequenceSend.pooled ? 'MAIL_SEND_MAILBOXES' : mail.graph ? 'GRAPH_SEND_MAILBOX' : 'MAIL_FROM',
      limits: [
        { key: 'mailbox_per_day', limit: sequenceSend.perDay, env_var: 'MAILBOX_RECIPIENTS_PER_DAY', window: 'rolling_24_hours' },
        { key: 'mailbox_per_minute', limit: sequenceSend.perMinute, env_var: 'MAILBOX_MESSAGES_PER_MINUTE', window: 'minute' },
        { key: 'org_per_day', limit: advancer.orgDailyCap, env_var: 'SEQUENCE_DAILY_ORG_SEND_CAP', window: 'calendar_day' },
        { key: 'sequence_per_day', limit: advancer.sequenceDailyCap, env_var: 'SEQUENCE_DAILY_SEQUENCE_SEND_CAP', window: 'calendar_day' },
      ],
      time_zone: leads.timezone ?? 'UTC',
    };
  }
}
