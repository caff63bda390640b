import 'reflect-metadata';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { AppConfigService } from 'src/config/app-config.service';
import { companySettings, TemplatesEnv } from '../templates.config';
import type { MergeSourceRepository } from './merge-source.repository';
import { MergeVariablesService } from './merge-variables.service';

const config = strictMock<AppConfigService>('AppConfigService', { leads: { timezone: 'America/Chicago' } as AppConfigService['leads'] });
const company = companySettings(Object.assign(new TemplatesEnv(), { COMPANY_NAME: 'Lone Star Movers' }), 'no-reply@movingco.example', 'http://localhost:3000/media/brand/logo.png');

describe('MergeVariablesService', () => {
  it('gives fixed examples on an empty database and the dates in the company timezone', async () => {
    const sources = strictMock<MergeSourceRepository>('MergeSourceRepository', { latestWithContact: async () => null });
    const groups = await new MergeVariablesService(sources, company, config).catalogue({ name: 'Dana', email: 'dana@x.example' }, new Date('2026-11-23T03:30:00Z'));
    const examples = Object.fromEntries(groups.flatMap((group) => group.items.map((item) => [item.key, item.example])));
    expect(groups.map((group) => group.name)).toEqual(['Contact', 'Move / Opportunity', 'Sender / Company', 'Dates']);
    expect(examples).toMatchObject({
      firstName: 'Maria',
      senderName: 'Dana',
      companyName: 'Lone Star Movers',
      currentDate: '11/22/2026',
      currentDateLong: 'November 22, 2026',
      currentTime: '9:30 PM',
      currentDayOfWeek: 'Sunday',
    });
    expect(sources.calls.latestWithContact).toHaveLength(1);
  });

  it('refuses a malformed contact id without asking the database', async () => {
    const service = new MergeVariablesService(strictMock<MergeSourceRepository>('MergeSourceRepository'), company, config);
    await expect(service.buildSourceForContact('x')).rejects.toMatchObject({ code: 'TEMPLATE_CONTACT_NOT_FOUND' });
  });
});
